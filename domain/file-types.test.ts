import { describe, expect, it } from 'vitest';
import { cleanFileName, safeFileName, sniffContentType } from './file-types';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffContentType', () => {
  it('recognises each accepted type by its signature', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffContentType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(sniffContentType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(ftyp('heic', 'mif1', 'heic'))).toBe('image/heic');
    expect(sniffContentType(ftyp('mif1', 'miaf', 'heic'))).toBe('image/heic');
  });

  it('refuses everything else, whatever it is called', () => {
    for (const text of [
      '<!doctype html><script>',
      '<svg onload=alert(1)>',
      'GIF89a',
      'PK\u0003\u0004',
      '',
      'RIFFxxxxWAVE',
    ]) {
      expect(sniffContentType(bytes(text))).toBeNull();
    }
    expect(sniffContentType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(sniffContentType(ftyp('mif1', 'avif'))).toBeNull();
    expect(sniffContentType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffContentType(bytes(' %PDF-1.4'))).toBeNull();
  });
});

describe('safeFileName', () => {
  it('keeps a good name as it is', () => {
    expect(safeFileName('Tread depth 4-32.JPG', 'image/jpeg')).toBe('Tread depth 4-32.JPG');
    expect(safeFileName('Reifen prüfen.heif', 'image/heic')).toBe('Reifen prüfen.heif');
  });

  it('drops paths, controls, direction overrides and reserved characters', () => {
    expect(safeFileName('../../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\fakepath\\invoice.pdf', 'application/pdf')).toBe('invoice.pdf');
    expect(safeFileName('photo\u202egnp.exe', 'image/png')).toBe('photognp.exe.png');
    expect(safeFileName('a\u0000b\r\nc.png', 'image/png')).toBe('ab c.png');
    expect(safeFileName('who?<what>|"why".pdf', 'application/pdf')).toBe('who__what___why_.pdf');
    expect(safeFileName('x\ud800y.png', 'image/png')).toBe('xy.png');
  });

  it('makes the extension match the real type', () => {
    expect(safeFileName('invoice.jpg', 'application/pdf')).toBe('invoice.pdf');
    expect(safeFileName('tread.html', 'image/jpeg')).toBe('tread.html.jpg');
    expect(safeFileName('scan', 'image/png')).toBe('scan.png');
  });

  it('never answers an empty, hidden or overlong name', () => {
    expect(safeFileName('', 'image/jpeg')).toBe('file.jpg');
    expect(safeFileName('   ...   ', 'image/jpeg')).toBe('file.jpg');
    expect(safeFileName('.htaccess', 'application/pdf')).toBe('htaccess.pdf');
    const long = safeFileName(`${'ü'.repeat(500)}.pdf`, 'application/pdf');
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('ü.pdf')).toBe(true);
  });

  it('cleanFileName shows what a refused file was called', () => {
    expect(cleanFileName('/tmp/evil\u202e.jpg')).toBe('evil.jpg');
    expect(cleanFileName('\u0000')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { checkUpload } from './upload-check';

const MB = 1024 * 1024;
const file = (name: string, head: number[] | string, size = 1024) => {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : new Uint8Array(head);
  return new File([start, new Uint8Array(Math.max(0, size - start.length))], name);
};
const jpeg = (name: string, size?: number) => file(name, [0xff, 0xd8, 0xff, 0xe1], size);

describe('checkUpload', () => {
  it('accepts photos and PDFs by their first bytes, whatever they are called', async () => {
    const result = await checkUpload(
      [
        jpeg('IMG_1.jpeg'),
        file('scan', '%PDF-1.7\n'),
        file('photo.pdf', [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
      ],
      0,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['IMG_1.jpeg', 'scan', 'photo.pdf']);
    expect(result.refused).toEqual([]);
  });

  it('names each refused file with the reason the server would give', async () => {
    const result = await checkUpload(
      [file('notes.txt', 'hello'), file('empty.jpg', [], 0), jpeg('big.jpg', 10 * MB + 1)],
      0,
    );
    expect(result.accepted).toEqual([]);
    expect(result.refused).toEqual([
      'notes.txt is not a JPEG, PNG, WebP or HEIC image or a PDF',
      'empty.jpg is empty',
      'big.jpg is larger than 10 MB',
    ]);
  });

  it('keeps to 10 files a request, 25 MB a request and 50 files a ticket', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => jpeg(`p${i}.jpg`));
    expect((await checkUpload(twelve, 0)).accepted).toHaveLength(10);
    expect((await checkUpload(twelve, 0)).refused).toEqual(['Send at most 10 files at once']);
    const big = [jpeg('a.jpg', 9 * MB), jpeg('b.jpg', 9 * MB), jpeg('c.jpg', 9 * MB)];
    expect((await checkUpload(big, 0)).refused).toEqual(['An upload may be at most 25 MB in total']);
    expect((await checkUpload(twelve.slice(0, 3), 48)).accepted).toHaveLength(2);
    expect((await checkUpload(twelve.slice(0, 3), 48)).refused).toEqual([
      'A ticket can hold at most 50 files',
    ]);
  });
});

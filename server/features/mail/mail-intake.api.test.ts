import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fileMessage, parseMessage } from '.';

const LIMIT = 50_000;

function raw(headers: string[], body: string) {
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body}`, 'latin1');
}

describe('bad incoming mail: filed, never crashing, never lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const file = async (bytes: Buffer, size?: number) => {
    const message = await parseMessage(bytes, LIMIT, size);
    return {
      message,
      outcome: await withTenant(t.database, 1, (tx) =>
        fileMessage(tx, 1, message, new Date(), 'reply-key-unused-here'),
      ),
    };
  };

  it('files malformed MIME with its text', async () => {
    const { outcome, message } = await file(
      raw(
        [
          'From: broken@example.test',
          'Subject: Broken',
          'Message-ID: <broken@x>',
          'Content-Type: multipart/mixed; boundary="nope"',
        ],
        '--wrong\r\nContent-Type: text/plain\r\n\r\nStill here\r\n--wrong',
      ),
    );
    expect(outcome.kind).toBe('ticket');
    expect(message.subject).toBe('Broken');
  });

  it('keeps one line of a subject and name that try to inject headers, and 1,000 recipients do no harm', async () => {
    const recipients = Array.from({ length: 1000 }, (_, i) => `r${i}@example.test`).join(', ');
    const { message, outcome } = await file(
      raw(
        [
          'From: "Eve\r\n Bcc: all@example.test" <eve@example.test>',
          `To: ${recipients}`,
          'Subject: =?UTF-8?B?SGVsbG8NCkJjYzogeEB5?=',
          'Message-ID: <inject@x>',
        ],
        'Hi',
      ),
    );
    expect(outcome.kind).toBe('ticket');
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.fromName ?? '').not.toMatch(/[\r\n]/);
    expect(message.fromAddress).toBe('eve@example.test');
  });

  it('reads wrong or unknown encodings, strips NUL bytes, and keeps HTML as text', async () => {
    const { message, outcome } = await file(
      raw(
        [
          'From: enc@example.test',
          'Subject: Pneu cr\xe9v\xe9',
          'Message-ID: <enc@x>',
          'Content-Type: text/html; charset=x-unknown-charset',
        ],
        '<p>Bonjour\x00 <script>alert(1)</script>caf\xe9</p>',
      ),
    );
    expect(outcome.kind).toBe('ticket');
    expect(message.text).not.toContain('\0');
    expect(message.text).not.toContain('<script>');
    expect(message.text).toContain('Bonjour');
  });

  it('files an oversized message by its headers with a note, and a second copy not at all', async () => {
    const big = raw(
      ['From: big@example.test', 'Subject: Huge photos', 'Message-ID: <huge@x>'],
      'x'.repeat(LIMIT * 2),
    );
    const first = await file(big);
    expect(first.outcome.kind).toBe('ticket');
    expect(first.message.note).toMatch(/over the .* limit/);
    expect((await file(big)).outcome).toEqual({ kind: 'duplicate' });
  });

  it('ignores bounces and auto-replies, and does not invent a sender', async () => {
    const dsn = raw(
      [
        'From: MAILER-DAEMON@example.test',
        'Subject: Undelivered',
        'Message-ID: <dsn@x>',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
      ],
      '--b\r\nContent-Type: text/plain\r\n\r\nfailed\r\n--b--',
    );
    expect((await file(dsn)).outcome.kind).toBe('ignored');
    const noSender = raw(['Subject: Who?', 'Message-ID: <nobody@x>'], 'hello');
    expect((await file(noSender)).outcome).toEqual({ kind: 'ignored', reason: 'no sender address' });
    const garbage = Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10, 0]);
    expect((await file(garbage)).outcome.kind).toBe('ignored');
  });
});

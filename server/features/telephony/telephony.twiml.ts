/** TwiML answers for the voice webhook (voice-protocols.md 2.2). */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

function response(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}

/** Where Twilio reports the end of a dial: relative to the voice URL, so it follows any path prefix. */
export const DIAL_ENDED_ACTION = 'dial-ended';

/**
 * Bridges the browser to the agent's line; Twilio ends the call itself at timeLimit seconds and
 * then posts the dial's outcome to the action URL, which ends the call's record even when the
 * browser never reports it.
 */
export function dialTwiml(callerId: string, phoneNumber: string, timeLimitSeconds: number): string {
  return response(
    `<Dial callerId="${escapeXml(callerId)}" answerOnBridge="true" timeLimit="${timeLimitSeconds}" action="${DIAL_ENDED_ACTION}" method="POST">` +
      `<Number>${escapeXml(phoneNumber)}</Number></Dial>`,
  );
}

export function sayAndHangUpTwiml(message: string): string {
  return response(`<Say>${escapeXml(message)}</Say><Hangup/>`);
}

export function hangUpTwiml(): string {
  return response('<Hangup/>');
}

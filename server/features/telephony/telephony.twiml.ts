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

/** Bridges the browser to the agent's line; Twilio ends the call itself at timeLimit seconds. */
export function dialTwiml(callerId: string, phoneNumber: string, timeLimitSeconds: number): string {
  return response(
    `<Dial callerId="${escapeXml(callerId)}" answerOnBridge="true" timeLimit="${timeLimitSeconds}">` +
      `<Number>${escapeXml(phoneNumber)}</Number></Dial>`,
  );
}

export function sayAndHangUpTwiml(message: string): string {
  return response(`<Say>${escapeXml(message)}</Say><Hangup/>`);
}

export function hangUpTwiml(): string {
  return response('<Hangup/>');
}

import { describe, expect, it } from 'vitest';
import { MIC_REQUIRED, startErrorText, VoiceCallError } from './voice-errors';

describe('start errors the visitor reads', () => {
  it("never shows the browser's raw texts", () => {
    expect(startErrorText(new TypeError('Failed to fetch'))).toBe(
      'Connection failed: the voice server could not be reached',
    );
    expect(startErrorText(new TypeError('NetworkError when attempting to fetch resource.'))).toMatch(
      /^Connection failed: /,
    );
    expect(startErrorText(new DOMException('Requested device not found', 'NotFoundError'))).toBe(
      MIC_REQUIRED,
    );
    expect(startErrorText(new DOMException('Could not start audio source', 'NotReadableError'))).toBe(
      'Failed to start conversation - microphone access required',
    );
  });

  it('keeps texts that are already the spec’s, and prefixes other failures', () => {
    expect(startErrorText(new VoiceCallError('Browser does not support microphone access'))).toBe(
      'Browser does not support microphone access',
    );
    expect(startErrorText(new Error('Failed to start voice session (Too many calls)'))).toBe(
      'Failed to start conversation: Failed to start voice session (Too many calls)',
    );
  });
});

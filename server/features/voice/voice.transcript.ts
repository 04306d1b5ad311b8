import type { TranscriptLine } from '../transcripts';

const MAX_LINES = 1000;

/** Captions in brackets ("(not understood)", "[noise]") and bare punctuation are not words. */
function hasWords(message: string) {
  return /[\p{L}\p{N}]/u.test(message.replace(/\([^)]*\)|\[[^\]]*\]/g, ''));
}

/** The running transcript of one call, from agent_response, user_transcript and typed messages. */
export class RunningTranscript {
  readonly lines: TranscriptLine[] = [];
  summary?: string;
  /** The ticket the call filed a claim on; the transcript goes there instead of a new ticket. */
  ticketId?: number;

  constructor(private readonly startedAt: number) {}

  add(role: TranscriptLine['role'], message: string, now = Date.now()) {
    const text = message.trim();
    if (!text || this.lines.length >= MAX_LINES) return;
    this.lines.push({
      role,
      message: text,
      timeInCallSecs: Math.max(0, Math.round((now - this.startedAt) / 1000)),
    });
  }

  /** agent_response_correction: the agent was cut off, so keep only what was actually said. */
  correct(original: string, corrected: string) {
    for (let i = this.lines.length - 1; i >= 0; i -= 1) {
      const line = this.lines[i]!;
      if (line.role === 'agent' && line.message === original.trim()) {
        line.message = corrected.trim() || line.message;
        return;
      }
    }
  }

  /** Whether the visitor said (or typed) at least one word the call could make out. */
  get visitorSpoke() {
    return this.lines.some((line) => line.role === 'user' && hasWords(line.message));
  }

  durationSeconds(now = Date.now()) {
    return Math.max(0, Math.round((now - this.startedAt) / 1000));
  }
}

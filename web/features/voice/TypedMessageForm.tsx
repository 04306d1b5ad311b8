import { useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MAX_USER_MESSAGE_CHARS } from '@domain/voice';

/** Typing instead of talking: sent as user_message while the call is connected. */
export function TypedMessageForm({
  isEnabled,
  isTextOnly = false,
  onSend,
}: {
  isEnabled: boolean;
  /** Without a microphone typing is the way to talk, not the alternative. */
  isTextOnly?: boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <label htmlFor="voice-typed-message" className="sr-only">
        Type a message to the agent
      </label>
      <input
        id="voice-typed-message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={!isEnabled}
        maxLength={MAX_USER_MESSAGE_CHARS}
        autoComplete="off"
        placeholder={
          !isEnabled
            ? 'Start the call to type a message'
            : isTextOnly
              ? 'Type a message...'
              : 'Or type a message...'
        }
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-slate-900 focus:outline-none disabled:bg-slate-100"
      />
      <button
        type="submit"
        disabled={!isEnabled || !text.trim()}
        className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal className="h-4 w-4" aria-hidden />
        Send
      </button>
    </form>
  );
}

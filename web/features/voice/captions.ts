export type Speaker = 'user' | 'agent';
export type Caption = { id: number; speaker: Speaker; text: string; isTyped?: boolean };

const MAX_CAPTIONS = 50;

/**
 * Adds a caption, keeping the latest 50. A server transcript that repeats the visitor's last typed
 * message is the echo of that message and is not shown twice.
 */
export function appendCaption(captions: Caption[], caption: Caption): Caption[] {
  const text = caption.text.trim();
  if (!text) return captions;
  const last = captions.at(-1);
  if (!caption.isTyped && last?.isTyped && last.speaker === caption.speaker && last.text === text)
    return captions;
  return [...captions, { ...caption, text }].slice(-MAX_CAPTIONS);
}

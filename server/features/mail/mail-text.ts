const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Text PostgreSQL will store: no NUL bytes, no lone surrogates. */
export function storableText(text: string, max: number) {
  return text
    .replace(/\0/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .slice(0, max);
}

/** A header value shown or stored as one line. */
export function oneLine(text: string, max: number) {
  return storableText(text.replace(/[\r\n\t]+/g, ' ').trim(), max);
}

/** Typography for legal texts: headings, paragraphs and bullet lists. */
export const LEGAL_PROSE =
  'space-y-4 text-sm leading-relaxed text-slate-700 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5';

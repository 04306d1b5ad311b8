/**
 * The colours a tag may have (docs/decisions/089-tags-and-saved-views.md): a fixed palette whose
 * text and background pairs read at 4.5:1 or better (WCAG AA), so no tenant can pick a chip
 * nobody can read. Without zod: the ticket list's first load shows chips from it.
 */
export const TAG_COLOURS = {
  grey: { text: '#1f2937', background: '#e5e7eb' },
  red: { text: '#991b1b', background: '#fee2e2' },
  orange: { text: '#9a3412', background: '#ffedd5' },
  yellow: { text: '#854d0e', background: '#fef9c3' },
  green: { text: '#166534', background: '#dcfce7' },
  teal: { text: '#115e59', background: '#ccfbf1' },
  blue: { text: '#1e40af', background: '#dbeafe' },
  purple: { text: '#6b21a8', background: '#f3e8ff' },
  pink: { text: '#9d174d', background: '#fce7f3' },
} as const;
export type TagColour = keyof typeof TAG_COLOURS;
export const TAG_COLOUR_NAMES = Object.keys(TAG_COLOURS) as [TagColour, ...TagColour[]];

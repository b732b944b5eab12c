/**
 * Long text cut for drawing where many pieces sit side by side (the list, search results, badges):
 * a server may send a title of a million characters, and laying out ten of them blocked the list
 * for over a second. The whole text stays in the data: the entry's details and export files have it.
 */

/** Characters of a title, folder or badge drawn in a row. */
export const DRAWN_CHARS = 300;
/** Characters of the same text in a hover title (`title` attribute). */
export const HOVER_CHARS = 1000;

/** `text` as drawn: its first `max` characters and "…" when it is longer, never half a pair. */
export function cutText(text: string, max = DRAWN_CHARS): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

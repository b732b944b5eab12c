/**
 * Characters a title or folder must not hold: control characters (C0, DEL, C1, NUL among them),
 * which no one types on purpose and which break lines, files and logs, and the bidi embedding,
 * override and isolate controls, which make text read in another order than it is stored
 * (`invoice‮fdp.exe`). The left-to-right and right-to-left marks (U+200E, U+200F) stay allowed:
 * mixed-direction text needs them and they reorder nothing on their own.
 */

const NAMES: ReadonlyMap<string, string> = new Map([
  ['\u0000', 'a NUL character'],
  ['\t', 'a tab'],
  ['\n', 'a line break'],
  ['\r', 'a carriage return'],
  ['\u202A', 'a left-to-right embedding'],
  ['\u202B', 'a right-to-left embedding'],
  ['\u202C', 'a pop directional formatting'],
  ['\u202D', 'a left-to-right override'],
  ['\u202E', 'a right-to-left override'],
  ['\u2066', 'a left-to-right isolate'],
  ['\u2067', 'a right-to-left isolate'],
  ['\u2068', 'a first strong isolate'],
  ['\u2069', 'a pop directional isolate'],
]);

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const REFUSED = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const codePoint = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** "Title contains a right-to-left override (U+202E); remove it.", or null when the text is clean. */
export function refusedCharacterProblem(label: string, text: string): string | null {
  const found = REFUSED.exec(text);
  if (!found) return null;
  const c = found[0];
  return `${label} contains ${NAMES.get(c) ?? 'a control character'} (${codePoint(c)}); remove it.`;
}

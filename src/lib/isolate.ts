/**
 * Text from a file or the server quoted inside a sentence of the console's own, in a string
 * (a row's problem, a notice, a report line). In JSX the same job is done by `<bdi>`; a string
 * has the Unicode isolates instead (FSI … PDI, what `<bdi>` means), so a right-to-left title or
 * an override in it cannot reorder the words after it.
 */

/** Letters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and bidi controls. */
const BIDI =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
/** The embeddings, overrides and isolates themselves: dropped from a quote (they draw nothing). */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * `text` isolated from the sentence around it. Text that cannot reorder its neighbours (no
 * right-to-left letter, no bidi control) is left exactly as it is.
 */
export function isolate(text: string): string {
  if (!BIDI.test(text)) return text;
  return `\u2068${text.replace(CONTROLS, '')}\u2069`;
}

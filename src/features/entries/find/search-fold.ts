/**
 * Text as search compares it, the same for what is typed and what is searched: lower-cased in the
 * console's language, decomposed (NFD) and without its accents, so `muller` finds "Müller",
 * `lucia` finds "Lúcia" and `soren` finds "Søren". And how well a match fits: a whole word or the
 * start of one comes before a match inside a word (`lease`: "Lease…" before "Release…").
 */

const ASCII = /^[ -~]*$/;
/** Accents and other marks that NFD splits off their letter. */
const ACCENTS = /\p{Mn}+/gu;
/** Letters NFD keeps whole (a stroke, a ligature), written as people type them without it. */
const PLAIN: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
const UNSPLIT = new RegExp(`[${Object.keys(PLAIN).join('')}]`, 'g');

interface Language {
  locale: string;
  /**
   * Lower-cases as Unicode does for every language without rules of its own (not Turkish, where
   * I becomes ı, nor Azeri or Lithuanian): the plain, much faster toLowerCase does the same.
   */
  plain: boolean;
}
const TAILORED = 'IÌİ';
const languages = new Map<string, Language>();

function language(locale: string): Language {
  let known = languages.get(locale);
  if (!known) {
    let canonical = 'en';
    try {
      canonical = Intl.getCanonicalLocales(locale)[0] ?? 'en';
    } catch {
      // Not a language tag (a page with a made-up lang): English, as the console's own text.
    }
    const plain = TAILORED.toLocaleLowerCase(canonical) === TAILORED.toLowerCase();
    known = { locale: canonical, plain };
    languages.set(locale, known);
  }
  return known;
}

/**
 * A lone surrogate is U+FFFD, as the search text becomes in the URL. Printable ASCII (most ids,
 * many titles) has no accents: lower-cased alone, several times faster.
 */
export function fold(text: string, locale = 'en'): string {
  const lang = language(locale);
  if (lang.plain && ASCII.test(text)) return text.toLowerCase();
  const wellFormed = text.toWellFormed();
  return (lang.plain ? wellFormed.toLowerCase() : wellFormed.toLocaleLowerCase(lang.locale))
    .normalize('NFD')
    .replace(ACCENTS, '')
    .replace(UNSPLIT, (letter) => PLAIN[letter]!);
}

const WORD = /[\p{L}\p{N}]/u;

/** A letter or digit at `at` of `text` (none past its ends). */
function isWord(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return !Number.isNaN(code) && WORD.test(text[at]!);
}

/** How a match fits. */
export const Fit = { word: 0, start: 1, inside: 2 } as const;

/**
 * How `needle` (folded, not empty) fits the folded `hay` at its best: a whole word, the start of
 * a word, or inside one.
 */
export function fitOf(hay: string, needle: string): number {
  const opens = !isWord(needle, 0);
  const closes = !isWord(needle, needle.length - 1);
  let best: number = Fit.inside;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    if (!opens && isWord(hay, at - 1)) continue;
    if (closes || !isWord(hay, at + needle.length)) return Fit.word;
    best = Fit.start;
  }
  return best;
}

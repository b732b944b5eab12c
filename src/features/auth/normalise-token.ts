/** Accepts what people paste: surrounding space and a leading "Bearer " are not part of the token. */
export function normaliseToken(input: string): string {
  return input
    .trim()
    .replace(/^bearer(\s+|$)/i, '')
    .trim();
}

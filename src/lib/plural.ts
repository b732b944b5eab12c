/** `1 second`, `2 seconds`: a count and its word, plural with an `s` when it is not one. */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "1 row", "9,896 entries": a number as people read it, with its word. */
export const count = (n: number, word: string, many = `${word}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;

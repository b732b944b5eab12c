/** "1 row", "9,896 entries": a number as people read it, with its word. */
import { formatCount } from '../../lib/plural';
export const count = (n: number, word: string, many = `${word}s`) =>
  `${formatCount(n)} ${n === 1 ? word : many}`;

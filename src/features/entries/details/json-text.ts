/**
 * Any JSON value as formatted text, safe against what a hostile server can send: nesting past
 * `MAX_DEPTH` is shown as a marker instead of being walked (JSON.stringify would overflow the
 * stack at some 10,000 levels and take the screen down), and the text stops growing past
 * `maxChars`.
 */
import { isRecord } from '../../../api/schemas';

export const MAX_DEPTH = 20;
export const TOO_DEEP = '(too deeply nested to show)';

/** A nested array or object stands for a marker past the depth limit. */
function scalar(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean' || value === null) return String(value);
  return 'null';
}

export function jsonText(value: unknown, maxChars: number): { text: string; clipped: boolean } {
  const parts: string[] = [];
  let length = 0;
  let clipped = false;
  const push = (text: string) => {
    if (clipped) return;
    parts.push(text);
    length += text.length;
    if (length > maxChars) clipped = true;
  };

  // Recursion stops at MAX_DEPTH, so the stack stays small whatever the value.
  function write(node: unknown, depth: number, indent: string): void {
    if (clipped) return;
    const isArray = Array.isArray(node);
    if (!isArray && !isRecord(node)) return push(scalar(node));
    const entries: [string, unknown][] = isArray
      ? node.map((item, i) => [String(i), item])
      : Object.entries(node);
    const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return push(open + close);
    if (depth >= MAX_DEPTH) return push(`${open} ${TOO_DEEP} ${close}`);
    const inner = `${indent}  `;
    push(`${open}\n`);
    entries.forEach(([key, item], i) => {
      push(inner + (isArray ? '' : `${JSON.stringify(key)}: `));
      write(item, depth + 1, inner);
      push(i < entries.length - 1 ? ',\n' : '\n');
    });
    push(indent + close);
  }

  write(value, 0, '');
  const text = parts.join('');
  return clipped ? { text: text.slice(0, maxChars), clipped } : { text, clipped };
}

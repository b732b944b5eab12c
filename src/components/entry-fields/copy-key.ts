/**
 * The key for a copy of an item: `b` → `b_copy`, then `b_copy_2`, `b_copy_3`, … — never one
 * the entry already has, so duplicating never makes the form refuse its own work. Copying a
 * copy numbers from the same base (`b_copy` → `b_copy_2`). An empty key stays empty.
 */
export function copyKey(key: string, existing: Iterable<string>): string {
  const trimmed = key.trim();
  if (trimmed === '') return '';
  const taken = new Set([...existing].map((k) => k.trim()));
  const base = /^(.+)_copy(?:_\d+)?$/.exec(trimmed)?.[1] ?? trimmed;
  if (!taken.has(`${base}_copy`)) return `${base}_copy`;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}_copy_${n}`)) return `${base}_copy_${n}`;
  }
}

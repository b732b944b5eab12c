/**
 * A named folder close to a folder typed, for an empty folder's "Did you mean": its own module,
 * loaded with the empty state, not with the list.
 */
import type { AppConfig, FolderOption } from './config';
import { fold } from './folders';

/** Edits (insert, delete, replace) from a to b, or more than `max` as soon as that is certain. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, row[j]!);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * A named folder close to what was typed (a typo, a part of its name), for an empty folder's
 * "Did you mean"; undefined when none is close or the folder typed is itself a named one.
 */
export function closeFolder(config: AppConfig, text: string): FolderOption | undefined {
  const typed = fold(text);
  if (typed === '' || typed.length > 64) return undefined;
  const named = config.folders;
  if (named.some((folder) => folder.id === text.trim())) return undefined;
  const names = (folder: FolderOption) => [
    fold(folder.id),
    ...(folder.label ? [fold(folder.label)] : []),
  ];
  const max = typed.length <= 4 ? 1 : 2;
  let best: { folder: FolderOption; score: number } | undefined;
  for (const folder of named) {
    for (const name of names(folder)) {
      const score =
        name === typed
          ? 0
          : name.includes(typed) && typed.length >= 3
            ? 1
            : distance(typed, name, max);
      if (score <= max && (!best || score < best.score)) best = { folder, score };
    }
  }
  return best?.folder;
}

/**
 * A value made the first time it is asked for, then the same one: for Intl formatters, whose
 * making costs enough to show in the first load when made up front.
 */
export function lazily<T>(make: () => T): () => T {
  let made: [T] | undefined;
  return () => (made ??= [make()])[0];
}

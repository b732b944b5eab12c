/**
 * A value made the first time it is asked for, then the same one: for Intl formatters, whose
 * making costs enough to show in the first load when made up front.
 */
export function lazily<T>(make: () => T): () => T {
  const made: { value?: T; done: boolean } = { done: false };
  return () => {
    if (!made.done) {
      made.value = make();
      made.done = true;
    }
    return made.value as T;
  };
}

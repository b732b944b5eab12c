/**
 * A create is a mutation, the form's (src/features/create-entry/use-keyed-create.ts) and each
 * import row's (src/features/import/job/runner-options.ts) alike: under one key, so the app can
 * tell when creates are in flight, and with the same rules.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { entryKeys } from '../entries';

export const createMutationDefaults = {
  mutationKey: [...entryKeys.all, 'create'],
  // Never retried by Query: create-once resends only what its rules allow, and the person or
  // the import decides to send again.
  retry: false,
  // Sent even when the browser says it is offline: a create that cannot go out says so, instead
  // of waiting unseen.
  networkMode: 'always',
} as const;

/** Runs one create as a mutation outside a component (an import keeps going off its screen). */
export function runCreate<T>(queryClient: QueryClient, create: () => Promise<T>): Promise<T> {
  return new MutationObserver<T, unknown, void>(queryClient, {
    ...createMutationDefaults,
    mutationFn: create,
  }).mutate();
}

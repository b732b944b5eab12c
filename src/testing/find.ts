/** What the find tests share: the index's status, and `Index all entries` run to its end. */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from './render-app';

/** The search loads after the list: on a busy machine its first load can take a while. */
export async function indexStatus() {
  return screen.findByRole('status', { name: 'Index status' }, { timeout: 15000 });
}

/** `Index all entries`, until `Index status` says how it ended (`said`: every entry searched). */
export async function indexEverything(
  user: ReturnType<typeof renderApp>['user'],
  said: string | RegExp = /^Searching all [\d,]+ entries\.$/,
) {
  await user.click(await screen.findByRole('button', { name: 'Index all entries' }));
  await waitFor(async () => expect(await indexStatus()).toHaveTextContent(said));
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { getDb, updateSettings } from '../../mocks/node';
import { defaultSettings } from '../../mocks/db';
import type { DemoBackend } from '../../mocks/browser';
import { NetworkPanel } from './network-panel';

it('sets how much longer a first create attempt takes, so a repeat meets 409', async () => {
  const backend: DemoBackend = {
    reset: () => Promise.resolve(),
    settings: () => getDb().settings,
    stats: () => getDb().stats,
    updateSettings,
    resetSettings: () => updateSettings(defaultSettings()),
  };
  // The panel waits for the started backend (in the app, under its Suspense).
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <NetworkPanel demo={Promise.resolve(backend)} onClose={() => undefined} />
        </Suspense>
      </QueryClientProvider>,
    );
  });
  const slow = await screen.findByRole('spinbutton', { name: 'Slow first create attempt (ms)' });
  expect(slow).toHaveValue(0);
  expect(slow).toHaveAccessibleDescription(/a repeat meets 409/);
  await userEvent.clear(slow);
  await userEvent.type(slow, '20000');
  expect(getDb().settings.slowFirstAttemptMs).toBe(20000);
});

/** The Views dialog over what storage holds, however damaged or large. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/downloads';
import { renderApp } from '../../../testing/render-app';

const downloads = captureDownloads();

it('keeps working with presets nested 20,000 deep and megabytes of presets stored: it opens, typing builds no file, Export views and Delete view work', async () => {
  const deep = `${'{"deeper":'.repeat(20_000)}"bottom"${'}'.repeat(20_000)}`;
  const nested = `{"name":"Nested","folder_id":"f","template":"PASS","metadata":[{"key":"k","value":${deep}}]}`;
  // Large but within bounds: 30 presets of 1,000 items each.
  const items = Array.from({ length: 1000 }, (_, n) => ({
    type: 'STRING',
    key: `k${n}`,
    value: 'v'.repeat(50),
  }));
  const large = Array.from({ length: 30 }, (_, n) =>
    JSON.stringify({ name: `Large ${n}`, folder_id: 'f', template: 'PASS', metadata: items }),
  );
  localStorage.setItem('registry-console:presets', `[${[nested, ...large].join(',')}]`);
  localStorage.setItem('registry-console:views', JSON.stringify([{ name: 'Deep', search: 'q=x' }]));
  const { user } = renderApp('/entries');
  await screen.findByRole('table', { name: 'Entries' });

  await user.click(screen.getByRole('button', { name: 'Views' }));
  const dialog = await screen.findByRole('dialog', { name: 'Views' });
  expect(within(dialog).getByRole('link', { name: 'Deep' })).toBeInTheDocument();
  // Typing a name writes no file of a megabyte or more.
  const stringify = vi.spyOn(JSON, 'stringify');
  await user.type(within(dialog).getByLabelText('View name'), 'Quarterly');
  const bigFiles = stringify.mock.results.filter(
    (result) => typeof result.value === 'string' && result.value.length > 1_000_000,
  );
  stringify.mockRestore();
  expect(bigFiles).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Export views' }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  const file = JSON.parse(await downloads[0]!.blob.text()) as { presets: { name: string }[] };
  expect(file.presets.map((preset) => preset.name)).not.toContain('Nested');
  expect(file.presets).toHaveLength(30);
  await user.click(within(dialog).getByRole('button', { name: 'Delete view Deep' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Deleted the view Deep.');
  expect(screen.queryByText('Something went wrong on this screen')).not.toBeInTheDocument();
});

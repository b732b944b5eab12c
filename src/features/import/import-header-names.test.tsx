/**
 * A file whose headers are named like Object.prototype's properties (`constructor`, `__proto__`,
 * `toString`, `valueOf`) imports as any other: those columns are metadata items.
 */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { browserLike, startImport } from '../../testing/import-file';

const HEADERS = ['constructor', '__proto__', 'toString', 'valueOf'];

beforeEach(() => {
  browserLike();
  localStorage.clear();
});

describe('headers named like inherited properties', () => {
  it('reach the checked rows as metadata items and are sent as such', async () => {
    const bodies: { metadata: { key: string; value: string }[] }[] = [];
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        bodies.push((await request.clone().json()) as (typeof bodies)[number]);
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import');
    await user.upload(
      await screen.findByLabelText('Import file'),
      new File(
        [`title,folder_id,template,${HEADERS.join(',')}\nLedger,finance,PASS,c,p,t,v\n`],
        'odd.csv',
        {
          type: 'text/csv',
        },
      ),
    );
    const match = await screen.findByRole('table', { name: 'Match columns' });
    for (const header of HEADERS) {
      expect(within(match).getByLabelText(header)).toHaveDisplayValue('Metadata item');
    }
    expect(await screen.findByText(/1 row ready, 0 rows with problems/)).toBeInTheDocument();
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(bodies.map((body) => body.metadata.map((item) => [item.key, item.value]))).toEqual([
      [
        ['constructor', 'c'],
        ['__proto__', 'p'],
        ['toString', 't'],
        ['valueOf', 'v'],
      ],
    ]);
  });
});

/** A file's name quoted in the import's sentences sits in a `<bdi>`, the words after it outside. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { browserLike } from '../../testing/import-file';

const NAME = 'ledger\u202Evsc.csv';

beforeEach(() => {
  browserLike();
  localStorage.clear();
});

describe('a file name with a right-to-left override', () => {
  it('is isolated in "… was not imported." and in the checked file’s counts', async () => {
    const { user } = renderApp('/entries/import');
    const input = await screen.findByLabelText('Import file');
    await user.upload(input, new File([''], NAME, { type: 'text/csv' }));
    const refused = await screen.findByRole('alert');
    const bdi = refused.querySelector('strong bdi');
    expect(bdi?.textContent).toBe(NAME);
    expect(bdi?.parentElement?.textContent).toBe(`${NAME} was not imported.`);

    await user.upload(
      input,
      new File(['title,folder_id,template\nA,f,PASS\n'], NAME, { type: 'text/csv' }),
    );
    const counts = await screen.findByText(/1 row ready/);
    expect(counts.querySelector('bdi')?.textContent).toBe(NAME);
    expect(counts.querySelector('bdi')?.textContent).not.toContain('ready');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiContext } from '../../../api/api-context';
import { testApi } from '../../../testing/api';
import { browserLike } from '../../../testing/import-file';
import { jobOf, rowTitles } from '../../../testing/import-job';
import type { JobRow } from './job-types';
import { JobRows } from './import-progress';

/** A finished job: rows 1–2 created, 3 skipped, 4 failed, 5 unknown, 6 not sent. */
function finishedRows(): JobRow[] {
  const { rows } = jobOf(rowTitles(6), { skipped: [3], folderOf: () => 'finance' });
  const outcome: Partial<JobRow>[] = [
    { state: 'created', id: 'e-101' },
    { state: 'created', id: 'e-102' },
    {},
    { state: 'failed', message: 'Storage backend unavailable' },
    { state: 'unknown', message: 'Sent, but no answer arrived.' },
    { state: 'cancelled' },
  ];
  return rows.map((row, i) => ({ ...row, ...outcome[i] }));
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Import rows' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/** Where the rows are shown: in the app, which gives them its configuration (named folders). */
function InApp({ children }: { children: ReactNode }) {
  return (
    <ApiContext.Provider value={testApi()}>
      <MemoryRouter>{children}</MemoryRouter>
    </ApiContext.Provider>
  );
}

beforeEach(browserLike);

describe("a job's rows", () => {
  it('link each created row to its entry, over the list of its folder', async () => {
    render(
      <InApp>
        <JobRows rows={finishedRows()} stopped />
      </InApp>,
    );
    expect(await screen.findByRole('link', { name: 'e-101' })).toHaveAttribute(
      'href',
      '/entries/e-101?folder_id=finance',
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['e-101', 'e-102']);
  });

  it('once stopped, Show problems only keeps the rows that failed, are unknown or were skipped', async () => {
    const user = userEvent.setup();
    render(
      <InApp>
        <JobRows rows={finishedRows()} stopped />
      </InApp>,
    );
    await waitFor(() => expect(titles()).toHaveLength(6));
    await user.click(screen.getByRole('checkbox', { name: 'Show problems only' }));
    await waitFor(() => expect(titles()).toEqual(['Row 3', 'Row 4', 'Row 5']));
    await user.click(screen.getByRole('checkbox', { name: 'Show problems only' }));
    await waitFor(() => expect(titles()).toHaveLength(6));
  });

  it('offers no filter while the job runs, and says so when no row needs a look', async () => {
    const user = userEvent.setup();
    const created = finishedRows().slice(0, 2);
    const { rerender } = render(
      <InApp>
        <JobRows rows={created} stopped={false} />
      </InApp>,
    );
    expect(screen.queryByRole('checkbox', { name: 'Show problems only' })).toBeNull();
    rerender(
      <InApp>
        <JobRows rows={created} stopped />
      </InApp>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Show problems only' }));
    expect(screen.getByText('No row failed, is unknown or was skipped.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiContext } from '../../../api/api-context';
import { createIndexInbox, IndexInboxContext } from '../../../api/index-inbox';
import { testApi } from '../../../testing/api';
import type { JobRow } from './job-types';
import { MAX_SHOWN, ShowTheseEntries } from './show-these-entries';

const created = (n: number): JobRow => ({
  jobId: 'job',
  n,
  title: `Row ${n}`,
  folder: 'imports',
  problems: [],
  key: `key-${n}`,
  state: 'created',
  id: `id-${n}`,
});

function renderWith(count: number) {
  const rows = Array.from({ length: count }, (_, i) => created(i + 1));
  const api = testApi();
  render(
    <ApiContext.Provider value={api}>
      <IndexInboxContext.Provider value={createIndexInbox(api.session)}>
        <MemoryRouter>
          <ShowTheseEntries rows={rows} madeAt={0} />
        </MemoryRouter>
      </IndexInboxContext.Provider>
    </ApiContext.Provider>,
  );
  return screen.getByRole('link', { name: 'Show these entries' });
}

describe('Show these entries', () => {
  it(`says when it shows only the first ${MAX_SHOWN}`, () => {
    const link = renderWith(340);
    expect(link).toHaveAccessibleDescription(
      'Shows the first 200 of the 340 entries created; the report lists them all.',
    );
    expect(
      new URL(link.getAttribute('href')!, 'http://x').searchParams.get('ids')!.split(','),
    ).toHaveLength(200);
  });

  it('says nothing more when it shows them all', () => {
    expect(renderWith(12)).not.toHaveAccessibleDescription();
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from './index-client';
import { IndexStatus } from './index-status';

const full = (count: number) => ({ ...EMPTY_STATS, count, full: true, total: 50 });

describe('Index status at its limit', () => {
  it.each([
    [1, 'Indexing stopped at the limit of 1 entry: results may be incomplete.'],
    [2, 'Indexing stopped at the limit of 2 entries: results may be incomplete.'],
  ])('names a limit of %i in the right number', (limit, said) => {
    render(
      <IndexStatus
        stats={full(limit)}
        maxEntries={limit}
        indexing={{ phase: 'idle' }}
        onIndexAll={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('status', { name: 'Index status' })).toHaveTextContent(said);
  });
});

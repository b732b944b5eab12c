// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from './index-client';
import { IndexStatus } from './index-status';

const full = (count: number) => ({ ...EMPTY_STATS, count, full: true, total: 50 });

describe('Index status at its limit', () => {
  it.each([
    [1, 'Search stopped loading at its limit of 1 entry: results may be incomplete.'],
    [2, 'Search stopped loading at its limit of 2 entries: results may be incomplete.'],
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

describe('Index status while loading and once complete', () => {
  const show = (props: Partial<ComponentProps<typeof IndexStatus>>) =>
    render(
      <IndexStatus
        stats={EMPTY_STATS}
        maxEntries={100_000}
        indexing={{ phase: 'idle' }}
        onIndexAll={() => undefined}
        onCancel={() => undefined}
        {...props}
      />,
    );
  const status = () => screen.getByRole('status', { name: 'Index status' });

  it('says in words how many entries search covers while the rest load, with Cancel indexing and the same count as a bar', () => {
    show({
      stats: { ...EMPTY_STATS, count: 1400, total: 3000 },
      indexing: { phase: 'running', progress: null },
    });
    expect(status()).toHaveTextContent(
      /^Searching 1,400 of 3,000 entries — the rest are still loading\.$/,
    );
    expect(screen.getByRole('button', { name: 'Cancel indexing' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Indexing progress' });
    expect(bar).toHaveAttribute('value', '1400');
    expect(bar).toHaveAttribute('max', '3000');
  });

  it('says results may be incomplete while nothing loads, and offers Index all entries', () => {
    show({ stats: { ...EMPTY_STATS, count: 20, total: 3000 } });
    expect(status()).toHaveTextContent(
      /^Searching 20 of 3,000 entries\. Results may be incomplete\.$/,
    );
    expect(screen.getByRole('button', { name: 'Index all entries' })).toBeInTheDocument();
  });

  // That the line is then read but not seen is a browser's to show (find and index-kept specs).
  it('once every entry can be searched, says so, and offers nothing', () => {
    const walked = { total: 3000, at: 1 };
    show({
      stats: { ...EMPTY_STATS, count: 3000, total: 3000, walked },
      indexing: {
        phase: 'done',
        result: { gap: null, entries: 3000, total: 3000, walks: 2, duplicates: 1 },
      },
    });
    expect(status()).toHaveTextContent(/^Searching all 3,000 entries\.$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../job/job-types';
import { reportCsv } from './report';

const row = (n: number, line: number, state: JobRow['state'], extra: Partial<JobRow> = {}) =>
  ({
    jobId: 'j',
    n,
    line,
    title: `Row ${n}`,
    folder: 'f',
    problems: [],
    key: `k${n}`,
    state,
    ...extra,
  }) as JobRow;

describe('Download report', () => {
  it('gives each row by its line in the file, with its folder and its outcome: created, already in folder, failed with the server’s words, skipped with its problems', () => {
    const lines = reportCsv([
      row(1, 2, 'created', { id: 'id-1' }),
      row(2, 3, 'already'),
      row(3, 5, 'failed', { message: 'Storage backend unavailable' }),
      row(4, 6, 'skipped', { problems: ['Template GOLD is not STORAGE or PASS.'] }),
      row(5, 7, 'cancelled'),
    ])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'line,title,folder,outcome,id,problems or message',
      '2,Row 1,f,created,id-1,',
      '3,Row 2,f,already in folder,,',
      '5,Row 3,f,failed,,Storage backend unavailable',
      '6,Row 4,f,skipped,,Template GOLD is not STORAGE or PASS.',
      '7,Row 5,f,not sent (cancelled),,',
    ]);
  });
});

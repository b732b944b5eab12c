import { describe, expect, it } from 'vitest';
import { localDateTime, relativeTime } from './dates';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [10, 'now'],
    [120, '2 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [400 * 86400, 'last year'],
    [-2 * 3600, 'in 2 hours'],
  ])('%i seconds ago reads %j', (seconds, text) => {
    expect(relativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('speaks the language of the page (English), not of the browser', () => {
    expect(relativeTime(ago(20 * 60), NOW)).toBe('20 minutes ago');
  });
});

describe('localDateTime', () => {
  it('gives the date and the time, in the page language', () => {
    const text = localDateTime(new Date(NOW));
    expect(text).toMatch(/Nov \d{1,2}, 2026/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});

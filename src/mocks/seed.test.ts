import { describe, expect, it } from 'vitest';
import { DEMO_SEED_COUNT, SEED_FOLDERS, TEST_SEED_COUNT, seedEntries } from './seed';

const anchor = Date.parse('2026-11-20T12:00:00Z');
const demo = seedEntries(anchor);

describe('the demo seed', () => {
  it('holds a few thousand entries over every folder', () => {
    expect(demo).toHaveLength(DEMO_SEED_COUNT);
    expect(DEMO_SEED_COUNT).toBeGreaterThanOrEqual(2000);
    for (const folder of SEED_FOLDERS) {
      expect(demo.filter((e) => e.folder_id === folder).length).toBeGreaterThan(400);
    }
    expect(new Set(demo.map((e) => e.id)).size).toBe(DEMO_SEED_COUNT);
  });

  it('is the same on every run, and starts with the entries the unit tests seed', () => {
    expect(seedEntries(anchor)).toEqual(demo);
    expect(seedEntries(anchor, TEST_SEED_COUNT)).toEqual(demo.slice(0, TEST_SEED_COUNT));
  });

  it('has titles to search for, non-ASCII ones too', () => {
    const titles = demo.map((e) => e.title);
    expect(titles.filter((t) => t.includes('Jürgen Müller')).length).toBeGreaterThan(100);
    expect(titles.some((t) => t.includes('Payroll summary — Jürgen Müller'))).toBe(true);
    expect(titles).toContain('Договор аренды склада №17');
    expect(new Set(titles).size).toBeGreaterThan(DEMO_SEED_COUNT * 0.6);
  });

  it('spreads statuses, types and dates, newest first', () => {
    const count = (key: 'status' | 'type') =>
      Object.fromEntries(
        [...new Set(demo.map((e) => e[key]))].map((v) => [
          v,
          demo.filter((e) => e[key] === v).length,
        ]),
      );
    expect(Object.keys(count('status')).sort()).toEqual([
      'ACTIVE',
      'ARCHIVED',
      'EXPIRED',
      'FAILED',
      'ON_HOLD',
    ]);
    expect(Object.keys(count('type')).sort()).toEqual([
      'BUNDLE',
      'LEGACY_IMPORT',
      'PASS',
      'STORAGE',
    ]);
    for (const n of [...Object.values(count('status')), ...Object.values(count('type'))]) {
      expect(n).toBeGreaterThan(50);
    }
    const times = demo.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const days = (times[0]! - times.at(-1)!) / 86_400_000;
    expect(days).toBeGreaterThan(365);
    expect(days).toBeLessThan(1000);
  });
});

import { describe, expect, it } from 'vitest';
import type { ListItem } from '../../../api/schemas';
import { EntryIndex } from './index-engine';
import { fitOf, fold, Fit } from './search-fold';
import { searchQuery } from '../../../testing/search-query';

const item = (id: string, title: string, minutesAgo = 0): ListItem => ({
  id,
  title,
  type: 'PASS',
  status: 'ACTIVE',
  created_at: new Date(Date.UTC(2026, 2, 1, 10) - minutesAgo * 60_000).toISOString(),
});

const titles = (index: EntryIndex, q: string, more = {}) =>
  index.search(searchQuery({ q, limit: 100, ...more })).items.map((found) => found.title);

describe('search folds letter case and accents', () => {
  it('on both sides: what is typed and what is searched', () => {
    const index = new EntryIndex();
    index.put(
      [
        item('a', 'Lease for Jürgen Müller'),
        item('b', 'Payroll for Lúcia Ferreira'),
        item('c', 'Notes of Søren Kierkegaard'),
        item('d', 'Straße und Œuvre'),
        item('e', 'Plain title'),
      ],
      {},
    );
    expect(titles(index, 'muller')).toEqual(['Lease for Jürgen Müller']);
    expect(titles(index, 'MÜLLER')).toEqual(['Lease for Jürgen Müller']);
    expect(titles(index, 'lucia')).toEqual(['Payroll for Lúcia Ferreira']);
    expect(titles(index, 'LUCÍA')).toEqual(['Payroll for Lúcia Ferreira']);
    expect(titles(index, 'soren')).toEqual(['Notes of Søren Kierkegaard']);
    expect(titles(index, 'strasse und oeuvre')).toEqual(['Straße und Œuvre']);
    // `ü` typed as u + a combining diaeresis (NFD) finds the composed one, and the other way.
    expect(titles(index, 'mu\u0308ller')).toEqual(['Lease for Jürgen Müller']);
  });

  it('in the console’s language: Turkish lower-cases I as ı, and the index follows a change', () => {
    expect(fold('İstanbul IŞIK', 'tr')).toBe('istanbul isik');
    expect(fold('Istanbul', 'en')).toBe('istanbul');
    expect(fold('Zoë', 'not a language')).toBe('zoe');
    const index = new EntryIndex();
    index.put([item('a', 'DİYARBAKIR')], {});
    expect(titles(index, 'diyarbakir', { locale: 'tr' })).toEqual(['DİYARBAKIR']);
    expect(titles(index, 'diyarbakir', { locale: 'en' })).toEqual(['DİYARBAKIR']);
  });
});

describe('search ranks how well an entry matches', () => {
  it('tells a whole word, the start of a word and a match inside a word apart', () => {
    expect(fitOf(fold('Lease for depot'), 'lease')).toBe(Fit.word);
    expect(fitOf(fold('Leasehold'), 'lease')).toBe(Fit.start);
    expect(fitOf(fold('Release, then lease'), 'lease')).toBe(Fit.word);
    expect(fitOf(fold('Release signing key'), 'lease')).toBe(Fit.inside);
    expect(fitOf(fold('x-9e7cc4f2a'), '4f2a')).toBe(Fit.inside);
  });

  it('lists whole words and starts of words first, each in the list’s order', () => {
    const index = new EntryIndex();
    index.put(
      [
        item('1', 'Release signing key', 1),
        item('2', 'Lease for the depot', 5),
        item('3', 'Leaseholder agreement', 2),
        item('4', 'Pleased customers', 3),
        item('5', 'Renew the lease', 4),
      ],
      {},
    );
    expect(titles(index, 'lease')).toEqual([
      'Renew the lease',
      'Lease for the depot',
      'Leaseholder agreement',
      'Release signing key',
      'Pleased customers',
    ]);
    expect(titles(index, 'lease', { order: 'title' })).toEqual([
      'Lease for the depot',
      'Renew the lease',
      'Leaseholder agreement',
      'Pleased customers',
      'Release signing key',
    ]);
    // No text: the list's order alone.
    expect(titles(index, '', { order: 'created_at' })[0]).toBe('Lease for the depot');
  });

  it('gives the matches a page at a time, every one once, near the start and far in', () => {
    const index = new EntryIndex();
    const many = Array.from({ length: 230 }, (_, n) =>
      item(`id${n}`, n % 3 ? `Release ${n}` : `Lease ${n}`, n),
    );
    index.put(many, {});
    const all = titles(index, 'lease', { limit: 1000 });
    expect(all).toHaveLength(230);
    expect(all.slice(0, 77).every((title) => title.startsWith('Lease'))).toBe(true);
    for (const limit of [10, 25, 100]) {
      const paged: string[] = [];
      for (let offset = 0; offset < 230; offset += limit)
        paged.push(...titles(index, 'lease', { limit, offset }));
      expect(paged).toEqual(all);
    }
    expect(index.search(searchQuery({ q: 'lease', limit: 10, offset: 220 })).matches).toBe(230);
  });
});

describe('an index kept by an earlier build', () => {
  it('is read with its titles folded as search folds them now', () => {
    // Version 2 kept titles lower-cased with their accents.
    const index = new EntryIndex();
    index.restore({
      v: 2,
      ids: ['m1', 'p1'],
      titles: ['Müller lease', 'Plain'],
      types: ['PASS', 'PASS'],
      statuses: ['ACTIVE', 'ACTIVE'],
      created: ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
      folders: ['hr', null],
      folded: ['müller lease', 0],
      createdMs: [0, 0],
      extra: {},
      cut: [],
      total: 2,
      updatedAt: 1,
      walked: null,
    });
    expect(titles(index, 'muller')).toEqual(['Müller lease']);
    expect(titles(index, 'MÜLLER')).toEqual(['Müller lease']);
    // Kept again in the current form, and read back the same.
    const again = new EntryIndex();
    again.restore(JSON.parse(JSON.stringify(index.snapshot())));
    expect(index.snapshot().v).toBe(3);
    expect(titles(again, 'muller')).toEqual(['Müller lease']);
    expect(titles(again, 'plain')).toEqual(['Plain']);
  });
});

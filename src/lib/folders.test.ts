import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, setConfig } from './config';
import { closeFolder } from './folder-close';
import { resolveFolder } from './folders';

function withFolders(folders: { id: string; label?: string }[]) {
  setConfig(parseConfig({ apiBaseUrl: 'https://registry.example.com', folders }));
}

describe('folders by label', () => {
  afterEach(() => setConfig(parseConfig({})));

  it('reads a named folder by its id or its label, in any letter case', () => {
    withFolders([
      { id: 'finance', label: 'Finance' },
      { id: 'hr', label: 'Human resources' },
    ]);
    for (const typed of ['finance', 'Finance', 'FINANCE', ' fInAnCe '])
      expect(resolveFolder(typed)).toBe('finance');
    expect(resolveFolder('human RESOURCES')).toBe('hr');
    expect(resolveFolder('HR')).toBe('hr');
    // Anything else exactly as typed.
    expect(resolveFolder('Finance 2026 ')).toBe('Finance 2026 ');
    expect(resolveFolder('')).toBe('');
  });

  it('an id wins over another folder whose label it is', () => {
    withFolders([
      { id: 'Legal', label: 'Old legal' },
      { id: 'law', label: 'legal' },
    ]);
    expect(resolveFolder('Legal')).toBe('Legal');
    expect(resolveFolder('LEGAL')).toBe('Legal');
  });

  it('suggests a named folder close to what was typed, and none for a far one', () => {
    withFolders([
      { id: 'finance', label: 'Finance' },
      { id: 'human-resources', label: 'Human resources' },
    ]);
    expect(closeFolder('finanse')?.id).toBe('finance');
    expect(closeFolder('Fiance')?.id).toBe('finance');
    expect(closeFolder('human')?.id).toBe('human-resources');
    expect(closeFolder('Human resource')?.id).toBe('human-resources');
    expect(closeFolder('marketing')).toBeUndefined();
    expect(closeFolder('finance')).toBeUndefined();
    expect(closeFolder('x'.repeat(5000))).toBeUndefined();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig, type AppConfig } from './config';
import { closeFolder } from './folder-close';
import { resolveFolder } from './folders';

let config: AppConfig = parseConfig({});

function withFolders(folders: { id: string; label?: string }[]) {
  config = parseConfig({ apiBaseUrl: 'https://registry.example.com', folders });
}

describe('folders by label', () => {
  afterEach(() => {
    config = parseConfig({});
  });

  it('reads a named folder by its id or its label, in any letter case', () => {
    withFolders([
      { id: 'finance', label: 'Finance' },
      { id: 'hr', label: 'Human resources' },
    ]);
    for (const typed of ['finance', 'Finance', 'FINANCE', ' fInAnCe '])
      expect(resolveFolder(config, typed)).toBe('finance');
    expect(resolveFolder(config, 'human RESOURCES')).toBe('hr');
    expect(resolveFolder(config, 'HR')).toBe('hr');
    // Anything else exactly as typed.
    expect(resolveFolder(config, 'Finance 2026 ')).toBe('Finance 2026 ');
    expect(resolveFolder(config, '')).toBe('');
  });

  it('an id wins over another folder whose label it is', () => {
    withFolders([
      { id: 'Legal', label: 'Old legal' },
      { id: 'law', label: 'legal' },
    ]);
    expect(resolveFolder(config, 'Legal')).toBe('Legal');
    expect(resolveFolder(config, 'LEGAL')).toBe('Legal');
  });

  it('suggests a named folder close to what was typed, and none for a far one', () => {
    withFolders([
      { id: 'finance', label: 'Finance' },
      { id: 'human-resources', label: 'Human resources' },
    ]);
    expect(closeFolder(config, 'finanse')?.id).toBe('finance');
    expect(closeFolder(config, 'Fiance')?.id).toBe('finance');
    expect(closeFolder(config, 'human')?.id).toBe('human-resources');
    expect(closeFolder(config, 'Human resource')?.id).toBe('human-resources');
    expect(closeFolder(config, 'marketing')).toBeUndefined();
    expect(closeFolder(config, 'finance')).toBeUndefined();
    expect(closeFolder(config, 'x'.repeat(5000))).toBeUndefined();
  });
});

import { TEMPLATES, type Template } from '../../api/schemas';
import { keyValueStore } from '../../lib/key-value-store';
import type { StorageSource } from '../../lib/storage';

const KEY = 'registry-console:last-template';
const FIRST_TIME: Template = 'STORAGE';

const isTemplate = (value: unknown): value is Template =>
  (TEMPLATES as readonly unknown[]).includes(value);

/**
 * The template of this browser's last create, for a new form to start with: STORAGE the first
 * time, and where storage is refused or holds something else. Kept in the session's shared
 * storage (`shared`): a preference, nothing secret.
 */
export function lastTemplate(shared: StorageSource): Template {
  const stored = keyValueStore(shared).readText(KEY);
  return isTemplate(stored) ? stored : FIRST_TIME;
}

/** Remembers the template; where storage refuses it, the next form starts with STORAGE. */
export function rememberTemplate(shared: StorageSource, template: string): void {
  if (isTemplate(template)) keyValueStore(shared).writeText(KEY, template);
}

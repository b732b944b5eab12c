import { TEMPLATES, type Template } from '../../api/schemas';
import { webStorage } from '../../lib/key-value-store';

const KEY = 'registry-console:last-template';
const FIRST_TIME: Template = 'STORAGE';

const isTemplate = (value: unknown): value is Template =>
  (TEMPLATES as readonly unknown[]).includes(value);

/**
 * The template of this browser's last create, for a new form to start with: STORAGE the first
 * time, and where storage is refused or holds something else. Kept in shared storage: a
 * preference, nothing secret.
 */
export function lastTemplate(): Template {
  const stored = webStorage('local').readText(KEY);
  return isTemplate(stored) ? stored : FIRST_TIME;
}

/** Remembers the template; where storage refuses it, the next form starts with STORAGE. */
export function rememberTemplate(template: string): void {
  if (isTemplate(template)) webStorage('local').writeText(KEY, template);
}

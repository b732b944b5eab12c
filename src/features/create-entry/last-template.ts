import { TEMPLATES, type Template } from '../../api/schemas';

const KEY = 'registry-console:last-template';
const FIRST_TIME: Template = 'STORAGE';

const isTemplate = (value: unknown): value is Template =>
  (TEMPLATES as readonly unknown[]).includes(value);

/**
 * The template of this browser's last create, for a new form to start with (STORAGE the first
 * time). Kept in localStorage: a preference, nothing secret.
 */
export function lastTemplate(): Template {
  try {
    const stored = localStorage.getItem(KEY);
    return isTemplate(stored) ? stored : FIRST_TIME;
  } catch {
    // Storage refused (a private mode, a policy): the first-time default is a fine start.
    return FIRST_TIME;
  }
}

export function rememberTemplate(template: string): void {
  if (!isTemplate(template)) return;
  try {
    localStorage.setItem(KEY, template);
  } catch {
    // Storage refused or full: the next form starts with the default, nothing else is lost.
  }
}

/**
 * A server's 422 errors, keyed by dotted paths ("metadata.0.key"), mapped onto the form. Only
 * a path naming a field that is on screen becomes a field error: an item index the form does
 * not have, a field its item's type does not show or a name the form does not know is a line
 * of text in the summary, never a field (react-hook-form would grow its error arrays to any
 * index it is given).
 */
import type { FieldPath } from 'react-hook-form';
import { FORM_FIELDS, ITEM_FIELDS } from '../../components/entry-fields/entry-field-map';
import type { EntryFields } from '../../api/entry-fields';
import { inPageOrder, labelForPath, type SummaryLine } from './error-summary';

export interface ServerFieldError {
  path: FieldPath<EntryFields>;
  message: string;
}

export interface MappedServerErrors {
  /** Errors for fields on screen, in page order: the first one gets focus. */
  fields: ServerFieldError[];
  /** Every error, in page order; lines without a path are text. */
  lines: SummaryLine[];
}

const ITEM_FIELD_PATH = /^metadata\.(0|[1-9]\d*)\.(\w+)$/;
const ANY_ITEM_PATH = /\bmetadata\.(?:0|[1-9]\d*)(?:\.[A-Za-z_]\w*)?\b/g;

/** Whether `path` names an input the form shows for these values. */
export function isFieldOnScreen(
  path: string,
  values: EntryFields,
  contentFieldOf: (type: string) => 'value' | 'file',
): path is FieldPath<EntryFields> {
  if (path !== 'metadata' && Object.hasOwn(FORM_FIELDS, path)) return true;
  const match = ITEM_FIELD_PATH.exec(path);
  if (!match) return false;
  const index = Number(match[1]);
  const field = match[2]!;
  if (index >= values.metadata.length || !Object.hasOwn(ITEM_FIELDS, field)) return false;
  if (field !== 'value' && field !== 'file') return true;
  return field === contentFieldOf(values.metadata[index]!.type);
}

/** Whether a path names something the form has, even if not as one input (an item, the list). */
function isKnownPath(path: string, values: EntryFields): boolean {
  if (path === 'metadata') return true;
  const item = /^metadata\.(0|[1-9]\d*)$/.exec(path);
  return item !== null && Number(item[1]) < values.metadata.length;
}

/**
 * The message in the console's words: "The metadata.0.key has already been taken." on the
 * line of Item 1 Key reads "has already been taken."; other paths it names become labels.
 * Messages that name no dotted path are the server's own words, unchanged.
 */
export function inConsoleWords(path: string, message: string): string {
  if (!/\bmetadata\.\d/.test(message)) return message;
  const own = new RegExp(`^The ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: field)? `);
  return message.replace(own, '').replace(ANY_ITEM_PATH, (named) => labelForPath(named));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function mapServerErrors(
  errors: Record<string, string[]>,
  values: EntryFields,
  contentFieldOf: (type: string) => 'value' | 'file',
): MappedServerErrors {
  const fields: ServerFieldError[] = [];
  const lines: SummaryLine[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages.join(' ');
    if (isFieldOnScreen(path, values, contentFieldOf)) {
      const words = inConsoleWords(path, message);
      fields.push({ path, message: capitalised(words) });
      lines.push({ path, label: labelForPath(path), message: words });
    } else {
      const label = isKnownPath(path, values) ? labelForPath(path) : path || 'Request';
      lines.push({ path: '', label, message });
    }
  }
  return { fields: inPageOrder(fields), lines: inPageOrder(lines) };
}

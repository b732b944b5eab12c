/**
 * The error summary's lines: every error on the form, in page order, each with the field's label,
 * from the browser's check or from a server's 422. A 422's errors are keyed by dotted paths
 * ("metadata.0.key"): only a path naming a field that is on screen becomes a field error; an item
 * index the form does not have, a field its item's type does not show or a name the form does
 * not know is a line of text in the summary, never a field (react-hook-form would grow its error
 * arrays to any index it is given).
 */
import type { FieldErrors, FieldPath } from 'react-hook-form';
import type { EntryFields } from '../../api/entry-fields';
import {
  FORM_FIELDS,
  ITEM_FIELDS,
  type FormField,
  type ItemField,
} from '../../components/entry-fields/entry-field-map';

export interface SummaryLine {
  /** The field's path when the line leads to a field on screen; '' for a line of text. */
  path: string;
  label: string;
  message: string;
}

const FORM_ORDER = Object.keys(FORM_FIELDS) as FormField[];
const ITEM_ORDER = Object.keys(ITEM_FIELDS) as ItemField[];
const ITEM_PATH = /^metadata\.(0|[1-9]\d*)(?:\.(\w+))?$/;

const isFormField = (name: string): name is FormField => Object.hasOwn(FORM_FIELDS, name);
const isItemField = (name: string): name is ItemField => Object.hasOwn(ITEM_FIELDS, name);

/** "metadata.3.key" → "Item 4 Key": how people read a field path. Unknown paths stay as they are. */
export function labelForPath(path: string): string {
  if (isFormField(path)) return FORM_FIELDS[path].label;
  const item = ITEM_PATH.exec(path);
  if (!item) return path;
  const n = Number(item[1]) + 1;
  if (item[2] === undefined) return `Item ${n}`;
  return isItemField(item[2]) ? `Item ${n} ${ITEM_FIELDS[item[2]].label}` : path;
}

/** Where a path's field sits on the page, for sorting; unknown paths come last. */
function pageRank(path: string): number {
  if (isFormField(path)) return FORM_ORDER.indexOf(path);
  const item = ITEM_PATH.exec(path);
  if (!item) return Infinity;
  // Items after the form's own fields, each item before its fields, and a field the form does
  // not know after them.
  const field =
    item[2] === undefined ? 0 : isItemField(item[2]) ? ITEM_ORDER.indexOf(item[2]) + 1 : 99;
  return FORM_ORDER.length + Number(item[1]) * 100 + field;
}

/** Lines in the order their fields appear on the page; text lines keep their order, last. */
export function inPageOrder<T extends { path: string }>(lines: T[]): T[] {
  return lines
    .map((line) => ({ line, rank: pageRank(line.path) }))
    .sort((a, b) => (a.rank === b.rank ? 0 : a.rank - b.rank))
    .map(({ line }) => line);
}

/** Every error in a react-hook-form errors tree, with its dotted path, in page order. */
export function flattenErrors(errors: FieldErrors): SummaryLine[] {
  return inPageOrder(collect(errors, ''));
}

function collect(errors: FieldErrors, prefix: string): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const [name, value] of Object.entries(errors)) {
    if (!value || name === 'ref') continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if (
      typeof value === 'object' &&
      'message' in value &&
      typeof value.message === 'string' &&
      value.message
    ) {
      const at = name === 'root' ? prefix : path;
      lines.push({ path: at, label: labelForPath(at), message: value.message });
    } else if (typeof value === 'object') {
      lines.push(...collect(value as FieldErrors, path));
    }
  }
  return lines;
}

const itemOfPath = (path: string): number | undefined => {
  const item = ITEM_PATH.exec(path);
  return item ? Number(item[1]) : undefined;
};

/**
 * The summary's lines as the fields stand now: a line per error a field shows (fixing a field
 * takes its line away), and the lines of text the last attempt brought, which no field can fix.
 * Items not judged yet (added since the last attempt, not yet left) show no error, so none here.
 */
export function currentLines(
  announced: SummaryLine[],
  errors: FieldErrors,
  unjudgedItems: ReadonlySet<number>,
): SummaryLine[] {
  const fields = flattenErrors(errors).flatMap((line) => {
    const item = itemOfPath(line.path);
    if (item !== undefined && unjudgedItems.has(item)) return [];
    // The same error as announced keeps the summary's wording (the field's starts with a capital).
    const same = announced.find(
      (a) => a.path === line.path && a.message.toLowerCase() === line.message.toLowerCase(),
    );
    return [same ?? line];
  });
  return [...fields, ...announced.filter((line) => !line.path)];
}

/** Whether `path` names an input the form shows for these values. */
export function isFieldOnScreen(
  path: string,
  values: EntryFields,
  contentFieldOf: (type: string) => 'value' | 'file',
): path is FieldPath<EntryFields> {
  if (path !== 'metadata' && isFormField(path)) return true;
  const item = ITEM_PATH.exec(path);
  const field = item?.[2];
  const index = Number(item?.[1]);
  if (field === undefined || index >= values.metadata.length || !isItemField(field)) return false;
  if (field !== 'value' && field !== 'file') return true;
  return field === contentFieldOf(values.metadata[index]!.type);
}

/** Whether a path names something the form has, even if not as one input (an item, the list). */
function isKnownPath(path: string, values: EntryFields): boolean {
  const item = ITEM_PATH.exec(path);
  return (
    path === 'metadata' || (item?.[2] === undefined && Number(item?.[1]) < values.metadata.length)
  );
}

const ANY_ITEM_PATH = /\bmetadata\.(?:0|[1-9]\d*)(?:\.[A-Za-z_]\w*)?\b/g;

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

/** A server's 422 errors on the form: field errors (the first gets focus) and the summary's lines. */
export function mapServerErrors(
  errors: Record<string, string[]>,
  values: EntryFields,
  contentFieldOf: (type: string) => 'value' | 'file',
) {
  const fields: { path: FieldPath<EntryFields>; message: string }[] = [];
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

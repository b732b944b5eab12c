import type { FieldErrors } from 'react-hook-form';
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
function pageRank(path: string): number[] {
  if (isFormField(path)) return [FORM_ORDER.indexOf(path)];
  const item = ITEM_PATH.exec(path);
  if (!item) return [Infinity];
  // The item itself before its fields; a field the form does not know after them.
  const field =
    item[2] === undefined ? -1 : isItemField(item[2]) ? ITEM_ORDER.indexOf(item[2]) : 99;
  return [FORM_ORDER.indexOf('metadata'), Number(item[1]), field];
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return 0;
}

/** Lines in the order their fields appear on the page; text lines keep their order, last. */
export function inPageOrder<T extends { path: string }>(lines: T[]): T[] {
  return lines
    .map((line) => ({ line, rank: pageRank(line.path) }))
    .sort((a, b) => compareRanks(a.rank, b.rank))
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

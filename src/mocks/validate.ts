/**
 * The demo server's own validation, written the way a Laravel controller would declare it,
 * independent of the console's form schema so that server-side 422 handling is exercised.
 */
export type FieldErrors = Record<string, string[]>;

export const MOCK_METADATA_TYPES: Record<string, 'value' | 'file'> = {
  TEXT: 'value',
  FILE: 'file',
};
const TEMPLATES = ['STORAGE', 'PASS'];

function isString(v: unknown): v is string {
  return typeof v === 'string';
}

function blank(v: unknown): boolean {
  return v === undefined || v === null || (isString(v) && v.trim() === '');
}

export function validateCreate(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add('body', 'The request body must be a JSON object.');
    return errors;
  }
  const b = body as Record<string, unknown>;

  for (const field of ['title', 'folder_id'] as const) {
    if (blank(b[field])) add(field, `The ${field.replace('_', ' ')} field is required.`);
    else if (!isString(b[field]))
      add(field, `The ${field.replace('_', ' ')} field must be a string.`);
    else if ((b[field] as string).length > 255)
      add(field, `The ${field.replace('_', ' ')} field must not be greater than 255 characters.`);
  }
  if (blank(b.template)) add('template', 'The template field is required.');
  else if (!TEMPLATES.includes(b.template as string))
    add('template', 'The selected template is invalid.');

  if (b.description !== undefined && b.description !== null) {
    if (!isString(b.description)) add('description', 'The description field must be a string.');
    else if (b.description.length > 5000)
      add('description', 'The description field must not be greater than 5000 characters.');
  }
  if (b.callback_url !== undefined && b.callback_url !== null) {
    let ok = false;
    if (isString(b.callback_url)) {
      try {
        const url = new URL(b.callback_url);
        ok = (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
      } catch {
        // Not a URL at all.
        ok = false;
      }
    }
    if (!ok) add('callback_url', 'The callback url field must be a valid URL.');
  }
  if (b.data_encrypted !== undefined && typeof b.data_encrypted !== 'boolean')
    add('data_encrypted', 'The data encrypted field must be true or false.');

  if (!Array.isArray(b.metadata)) {
    add(
      'metadata',
      b.metadata === undefined
        ? 'The metadata field must be present.'
        : 'The metadata field must be an array.',
    );
    return errors;
  }
  const seen = new Map<string, number>();
  b.metadata.forEach((raw, i) => {
    const p = `metadata.${i}`;
    if (typeof raw !== 'object' || raw === null) {
      add(p, `The ${p} field must be an object.`);
      return;
    }
    const item = raw as Record<string, unknown>;
    if (blank(item.type)) add(`${p}.type`, `The ${p}.type field is required.`);
    else if (!isString(item.type) || !Object.hasOwn(MOCK_METADATA_TYPES, item.type))
      add(`${p}.type`, `The selected ${p}.type is invalid.`);
    if (blank(item.key)) add(`${p}.key`, `The ${p}.key field is required.`);
    else if (!isString(item.key)) add(`${p}.key`, `The ${p}.key field must be a string.`);
    else if (seen.has(item.key)) add(`${p}.key`, `The ${p}.key field has a duplicate value.`);
    else seen.set(item.key, i);
    for (const f of ['value', 'file', 'title'] as const) {
      if (item[f] !== undefined && item[f] !== null && !isString(item[f]))
        add(`${p}.${f}`, `The ${p}.${f} field must be a string.`);
    }
    const needs =
      isString(item.type) && Object.hasOwn(MOCK_METADATA_TYPES, item.type)
        ? MOCK_METADATA_TYPES[item.type]
        : undefined;
    if (needs && blank(item[needs]))
      add(
        `${p}.${needs}`,
        `The ${p}.${needs} field is required when ${p}.type is ${item.type as string}.`,
      );
  });
  return errors;
}

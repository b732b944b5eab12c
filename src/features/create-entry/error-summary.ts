import type { FieldErrors } from 'react-hook-form';

const LABELS: Record<string, string> = {
  title: 'Title',
  folder_id: 'Folder',
  template: 'Template',
  description: 'Description',
  callback_url: 'Callback URL',
  data_encrypted: 'Encrypt data',
  metadata: 'Metadata',
};
const ITEM_LABELS: Record<string, string> = {
  type: 'Type',
  key: 'Key',
  value: 'Value',
  file: 'File',
  title: 'Item title',
};

/** "metadata.3.key" → "Item 4 Key": how people read a field path. */
export function labelForPath(path: string): string {
  const item = /^metadata\.(\d+)\.(\w+)$/.exec(path);
  if (item) return `Item ${Number(item[1]) + 1} ${ITEM_LABELS[item[2]!] ?? item[2]}`;
  const whole = /^metadata\.(\d+)$/.exec(path);
  if (whole) return `Item ${Number(whole[1]) + 1}`;
  return LABELS[path] ?? path;
}

export interface SummaryLine {
  path: string;
  label: string;
  message: string;
}

/** Every error in a react-hook-form errors tree, in form order, with its dotted path. */
export function flattenErrors(errors: FieldErrors, prefix = ''): SummaryLine[] {
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
      lines.push({
        path: name === 'root' ? prefix : path,
        label: labelForPath(name === 'root' ? prefix : path),
        message: value.message,
      });
    } else if (typeof value === 'object') {
      lines.push(...flattenErrors(value as FieldErrors, path));
    }
  }
  return lines;
}

import { isRecord, type ListItem, TEMPLATES } from '../../../api/schemas';
import { folderOf } from '../../../lib/folders';
import type { SimilarEntry } from '../../../lib/paths';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The form holds at most this many items; the form itself says more when it refuses some. */
const MAX_ITEMS = 1000;
const ITEM_FIELDS = ['type', 'key', 'value', 'file', 'title'] as const;

/**
 * What the entry carries, as the create form's fields: only text, a flag and flat items travel
 * (a value of another shape is left empty, never copied in depth), so nothing a server sent
 * can weigh on the form or the browser's history.
 */
export function similarEntry(item: ListItem, shownFolder: string): SimilarEntry {
  const metadata = Array.isArray(item.metadata) ? item.metadata.slice(0, MAX_ITEMS) : [];
  return {
    title: item.title,
    folder_id: folderOf(item) ?? shownFolder,
    template: (TEMPLATES as readonly string[]).includes(item.type) ? item.type : '',
    description: text(item.description),
    callback_url: text(item.callback_url),
    data_encrypted: item.data_encrypted === true,
    metadata: metadata.filter(isRecord).map((entry) => {
      const out: Record<string, string> = {};
      for (const field of ITEM_FIELDS) out[field] = text(entry[field]);
      return out;
    }),
  };
}

/** Reads a stored draft defensively: whatever is in storage, the form gets well-formed values. */
import { loadDraft } from './draft-storage';
import { TEMPLATES } from '../../api/schemas';
import {
  isBlankForm,
  emptyFormValues,
  type EntryFormValues,
  type MetadataItemValues,
} from './entry-form-schema';

const MAX_ITEMS = 5000;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function readDraft(defaultType: string): EntryFormValues | null {
  const raw = loadDraft();
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<string, unknown>;
  const values = emptyFormValues();
  values.title = str(d.title);
  values.folder_id = str(d.folder_id);
  values.template = (TEMPLATES as readonly string[]).includes(str(d.template))
    ? str(d.template)
    : '';
  values.description = str(d.description);
  values.callback_url = str(d.callback_url);
  values.data_encrypted = d.data_encrypted === true;
  values.metadata = (Array.isArray(d.metadata) ? d.metadata : [])
    .slice(0, MAX_ITEMS)
    .map((item): MetadataItemValues => {
      const i = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      return {
        type: str(i.type) || defaultType,
        key: str(i.key),
        value: str(i.value),
        file: str(i.file),
        title: str(i.title),
      };
    });
  return isBlankForm(values) ? null : values;
}

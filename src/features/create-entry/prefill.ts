import { LIMITS, makeEntryFieldsSchema, type EntryFields } from '../../api/entry-fields';
import { TEMPLATES } from '../../api/schemas';
import type { MetadataTypeOption } from '../../lib/config';
import { PREFILL_PARAMS, type CreateLocationState } from '../../lib/paths';
import { restoreDraft } from './draft';
import type { OpenedForm } from './use-draft-controls';

/**
 * Everything an entry carries, from Create similar (router state), as the form's values: read
 * like a stored draft, field by field, so nothing odd in it can break the form.
 */
export function readSimilar(state: unknown, types: MetadataTypeOption[]): EntryFields | null {
  const similar = (state as CreateLocationState | null)?.similar;
  if (!similar) return null;
  return restoreDraft(similar, makeEntryFieldsSchema(types), types[0]!.type);
}

/**
 * A fresh form also takes what the link carries: the whole entry from Create similar, or the
 * title and template of a link. A restored draft stays until the person chooses to replace it
 * (the route asks); nothing typed is replaced unasked.
 */
export function withPrefill(
  opened: OpenedForm,
  search: URLSearchParams,
  similar: EntryFields | null = null,
): OpenedForm {
  if (opened.restored) return opened;
  if (similar) return { ...opened, values: similar };
  const title = search.get(PREFILL_PARAMS.title);
  const template = search.get(PREFILL_PARAMS.template) ?? '';
  const known = (TEMPLATES as readonly string[]).includes(template);
  return {
    ...opened,
    values: {
      ...opened.values,
      title: (title ?? '').slice(0, LIMITS.title),
      // A plain new form keeps its own template (the last one used). A copy of an entry takes
      // the entry's, and when the entry's type is no template, leaves it for the person to choose.
      template: known ? template : title === null ? opened.values.template : '',
    },
  };
}

import { TEMPLATES } from '../../api/schemas';
import { readCreatePrefill } from '../../lib/paths';
import { emptyFormValues, LIMITS, type EntryFormValues } from './entry-form-schema';

/** A fresh form, started from what the link carries (folder; title and template from Create similar). */
export function prefilledValues(search: URLSearchParams): EntryFormValues {
  const { folder = '', title = '', template = '' } = readCreatePrefill(search);
  return {
    ...emptyFormValues(folder.slice(0, LIMITS.folder)),
    title: title.slice(0, LIMITS.title),
    template: (TEMPLATES as readonly string[]).includes(template) ? template : '',
  };
}

import { LIMITS } from '../../api/entry-fields';
import { TEMPLATES } from '../../api/schemas';
import { PREFILL_PARAMS } from '../../lib/paths';
import type { OpenedForm } from './use-draft-controls';

/**
 * A fresh form also takes the title and template the link carries (Create similar on an
 * entry's details). A restored draft wins: nothing typed is replaced.
 */
export function withPrefill(opened: OpenedForm, search: URLSearchParams): OpenedForm {
  if (opened.restored) return opened;
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

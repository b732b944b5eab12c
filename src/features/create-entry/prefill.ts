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
  const title = search.get(PREFILL_PARAMS.title) ?? '';
  const template = search.get(PREFILL_PARAMS.template) ?? '';
  return {
    ...opened,
    values: {
      ...opened.values,
      title: title.slice(0, LIMITS.title),
      template: (TEMPLATES as readonly string[]).includes(template)
        ? template
        : opened.values.template,
    },
  };
}

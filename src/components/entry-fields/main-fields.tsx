import { useId, type FocusEvent, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TEMPLATES } from '../../api/schemas';
import { LIMITS, type EntryFields } from '../../api/entry-fields';
import { folderSuggestions, resolveFolder } from '../../lib/folders';
import { useConfig } from '../../api/api-context';
import { useServices } from '../../lib/services';
import { FORM_FIELDS } from './entry-field-map';
import { FormField } from './form-field';

const TEMPLATE_HINTS: Record<(typeof TEMPLATES)[number], string> = {
  STORAGE: 'The entry keeps data in the registry.',
  PASS: 'The entry is issued as a pass.',
};

interface MainFieldsProps {
  register: UseFormRegister<EntryFields>;
  errors: FieldErrors<EntryFields>;
  /** Shown under Title (the create form's possible duplicate). */
  titleNote?: ReactNode;
  /** What an empty Folder stands for (an import's default folder). */
  folderPlaceholder?: string;
}

/** The entry's own fields, above its metadata items. */
export function MainFields({ register, errors, titleNote, folderPlaceholder }: MainFieldsProps) {
  const id = useId();
  const recent = useServices().recentFolders;
  const config = useConfig();
  return (
    <>
      <div className="form-grid">
        <FormField id={`${id}-title`} label={FORM_FIELDS.title.label} error={errors.title} required>
          {(field) => (
            <>
              <input
                {...field}
                {...register('title')}
                autoComplete="off"
                maxLength={LIMITS.title + 50}
              />
              {titleNote}
            </>
          )}
        </FormField>
        <FormField
          id={`${id}-folder`}
          label={FORM_FIELDS.folder_id.label}
          error={errors.folder_id}
          required
        >
          {(field) => (
            <>
              <input
                {...field}
                {...register('folder_id', {
                  // A named folder typed by its label or in another case is that folder.
                  setValueAs: (value: string) => resolveFolder(config, value),
                  onBlur: (event: FocusEvent<HTMLInputElement>) => {
                    const resolved = resolveFolder(config, event.target.value);
                    if (resolved !== event.target.value) event.target.value = resolved;
                  },
                })}
                list={`${id}-folders`}
                placeholder={folderPlaceholder || undefined}
                autoComplete="off"
                spellCheck={false}
                maxLength={LIMITS.folder + 50}
              />
              {/* The id is what goes in; the label helps find it. */}
              <datalist id={`${id}-folders`}>
                {folderSuggestions(config, recent.suggested()).map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {folder.label && folder.label !== folder.id ? folder.label : undefined}
                  </option>
                ))}
              </datalist>
            </>
          )}
        </FormField>
      </div>

      <FormField
        id={`${id}-template`}
        label={FORM_FIELDS.template.label}
        error={errors.template}
        className="template-group"
        group
        required
      >
        {() => (
          <div className="radio-cards">
            {TEMPLATES.map((template) => (
              <label key={template} className="radio-card">
                <input
                  type="radio"
                  value={template}
                  {...register('template')}
                  aria-labelledby={`${id}-${template}-name`}
                  aria-describedby={`${id}-${template}-hint`}
                />
                <span>
                  <strong id={`${id}-${template}-name`}>{template}</strong>
                  <span className="hint" id={`${id}-${template}-hint`}>
                    {TEMPLATE_HINTS[template]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
      </FormField>

      <FormField
        id={`${id}-description`}
        label={FORM_FIELDS.description.label}
        hint="Optional."
        error={errors.description}
      >
        {(field) => <textarea {...field} rows={3} {...register('description')} />}
      </FormField>

      <div className="form-grid">
        <FormField
          id={`${id}-callback`}
          label={FORM_FIELDS.callback_url.label}
          hint="Optional. An absolute http:// or https:// address."
          error={errors.callback_url}
        >
          {(field) => (
            <input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://example.com/hooks/registry"
              {...register('callback_url')}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <div className="field switch-field">
          <label htmlFor={`${id}-encrypt`} className="switch">
            <input
              id={`${id}-encrypt`}
              type="checkbox"
              role="switch"
              {...register('data_encrypted')}
            />
            <span className="switch-track" aria-hidden="true" />
            {FORM_FIELDS.data_encrypted.label}
          </label>
        </div>
      </div>
    </>
  );
}

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { refreshEntryLists, useCreateEntry } from '../../api/entries';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateEntryBody, ListItem } from '../../api/schemas';
import { TEMPLATES } from '../../api/schemas';
import { isApiError } from '../../api/api-error';
import { getConfig } from '../../lib/config';
import { clearDraft, getDraftId, saveDraft } from './draft-storage';
import { paths, type EntriesLocationState } from '../../lib/paths';
import { getSignInNotice, getToken } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { readDraft } from './draft';
import {
  isBlankForm,
  emptyFormValues,
  emptyItem,
  LIMITS,
  makeEntryFormSchema,
  type EntryFormValues,
} from './entry-form-schema';
import { flattenErrors, labelForPath, type SummaryLine } from './error-summary';
import { FieldError } from './field-error';
import { MetadataItemRow, type RowActions } from './metadata-item-row';
import { OutcomeCheck } from './outcome-check';
import { PasteItems } from './paste-dialog';
import { RequestPreview } from './request-preview';
import { claimSubmission, completeSubmission, releaseSubmission } from './submission-lock';
import { useLeaveGuard } from './use-leave-guard';

const DRAFT_SAVE_MS = 300;

const TEMPLATE_HINTS: Record<(typeof TEMPLATES)[number], string> = {
  STORAGE: 'The entry keeps data in the registry.',
  PASS: 'The entry is issued as a pass.',
};

interface Outcome {
  body: CreateEntryBody;
  sentAt: number;
  message: string;
}

export function CreateEntryRoute() {
  const config = getConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const defaultType = config.metadataTypes[0]!.type;
  const schema = useMemo(() => makeEntryFormSchema(config.metadataTypes), [config.metadataTypes]);
  const [initial] = useState(() => {
    const draft = readDraft(defaultType);
    return {
      values: draft ?? emptyFormValues((searchParams.get('folder_id') ?? '').trim()),
      restored: draft !== null,
    };
  });
  const [draftRestored, setDraftRestored] = useState(initial.restored);

  const form = useForm<EntryFormValues, unknown, CreateEntryBody>({
    resolver: zodResolver(schema),
    defaultValues: initial.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusHandled = useRef(0);
  // After an invalid submit, focus the first invalid field in page order (react-hook-form would
  // pick registration order, which differs once an item's type has changed). The errors may
  // reach the screen a render after the request, so this checks on every render until done.
  useEffect(() => {
    if (focusRequest === focusHandled.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusHandled.current = focusRequest;
    const target = first.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first;
    target?.focus();
  });
  const {
    register,
    control,
    handleSubmit,
    formState,
    setError,
    setFocus,
    reset,
    watch,
    getValues,
  } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: 'metadata' });
  // Row actions stay the same functions while rows change, so memoised rows do not re-render.
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  }, [fields]);
  const createEntry = useCreateEntry();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState<{ lines: SummaryLine[]; note?: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);
  const leaving = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = {
    title: useId(),
    folder: useId(),
    description: useId(),
    callback: useId(),
    encrypt: useId(),
    template: useId(),
  };

  // Save the draft as people type (debounced), and once more on the way out if a save is pending.
  // A blank form is no draft: it clears the stored one instead.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      if (leaving.current) return;
      // Signing out on purpose discards the draft; a session that expired keeps it.
      if (getToken() === null && getSignInNotice() !== 'expired') return;
      const values = getValues();
      if (isBlankForm(values)) clearDraft();
      else saveDraft(values);
    };
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_SAVE_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [watch, getValues]);

  const unsaved = isDirty || draftRestored;
  useLeaveGuard(
    unsaved,
    'Leave this form? Your changes stay as a draft in this tab until you discard them.',
    leaving,
  );

  const actions = useMemo<RowActions>(
    () => ({
      remove: (index) => {
        remove(index);
        // Keep focus in the list: on the item that took this place, or on the add button.
        requestAnimationFrame(() => {
          const keys = document.querySelectorAll<HTMLInputElement>('.meta-item .meta-key input');
          (
            keys[Math.min(index, keys.length - 1)] ?? document.getElementById('add-metadata-item')
          )?.focus();
        });
      },
      move: (from, to) => {
        const id = fieldsRef.current[from]?.id;
        move(from, to);
        requestAnimationFrame(() =>
          document.getElementById(`${id}-${to < from ? 'up' : 'down'}`)?.focus(),
        );
      },
      duplicate: (index) => {
        const item = getValues(`metadata.${index}`);
        insert(
          index + 1,
          { ...item, key: item.key ? `${item.key}_copy` : '' },
          { focusName: `metadata.${index + 1}.key` },
        );
      },
    }),
    [remove, move, insert, getValues],
  );

  const announce = useCallback((lines: SummaryLine[], note?: string) => {
    setSummary({ lines, note });
  }, []);

  async function submit(body: CreateEntryBody) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSummary(null);
    setOutcome(null);
    const draftId = getDraftId();
    const claim = claimSubmission(draftId);
    if (!claim.ok) {
      inFlight.current = false;
      announce(
        [],
        claim.reason === 'done'
          ? `This draft was already created from another tab (entry ID ${claim.entryId}). Discard the draft, or change it to create another entry.`
          : 'This draft is being created from another tab right now. Wait for it to finish, then check the folder.',
      );
      summaryRef.current?.focus();
      return;
    }
    const sentAt = Date.now();
    try {
      const created = await createEntry.mutateAsync(body);
      completeSubmission(draftId, created.id);
      finish(created.id, body.folder_id, `Entry "${created.title}" created.`);
    } catch (error) {
      releaseSubmission(draftId);
      // A 401 ends the session: the app leads to sign-in, and the draft is kept for after it.
      if (isApiError(error) && error.status === 401) return;
      if (!isApiError(error)) {
        announce([], error instanceof Error ? error.message : 'The entry could not be created.');
        summaryRef.current?.focus();
        return;
      }
      if (error.status === 422 || error.status === 400) {
        const lines: SummaryLine[] = [];
        let first: string | null = null;
        const known = new Set(Object.keys(getValues()));
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          const message = messages.join(' ');
          const top = path.split('.')[0]!;
          if (known.has(top)) {
            setError(path as FieldPath<EntryFormValues>, { type: 'server', message });
            first ??= path;
          }
          lines.push({
            path: known.has(top) ? path : '',
            label: known.has(top) ? labelForPath(path) : 'Request',
            message,
          });
        }
        announce(lines, lines.length === 0 ? error.message : undefined);
        if (first) {
          try {
            setFocus(first as FieldPath<EntryFormValues>);
          } catch {
            summaryRef.current?.focus();
          }
        } else summaryRef.current?.focus();
      } else if (error.outcomeUnknown) {
        setOutcome({ body, sentAt, message: error.message });
      } else {
        announce([], error.message);
        summaryRef.current?.focus();
      }
    } finally {
      inFlight.current = false;
    }
  }

  function finish(id: string, folder: string, message: string) {
    leaving.current = true;
    clearDraft();
    showToast({ message, tone: 'success', copyValue: id, copyLabel: 'Copy new entry ID' });
    const order = config.orderOptions.find((o) => o.value === '-created_at')?.value;
    const search = new URLSearchParams({ folder_id: folder });
    if (order && order !== config.orderOptions[0]!.value) search.set('order_by', order);
    const state: EntriesLocationState = { highlightId: id };
    navigate({ pathname: paths.entries, search: `?${search}` }, { state });
  }

  function onFound(entry: ListItem) {
    // No create answered, so nothing refreshed the lists (a create that answers does it itself).
    void refreshEntryLists(queryClient);
    finish(
      entry.id,
      outcome?.body.folder_id ?? getValues('folder_id').trim(),
      `Entry "${entry.title}" was created.`,
    );
  }

  const onSubmit = handleSubmit(submit, (invalid) => {
    announce(flattenErrors(invalid));
    // Focus moves once the errors are on screen (see the effect above).
    setFocusRequest((n) => n + 1);
  });

  function focusField(path: string) {
    const field = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
    field?.focus();
  }

  function discardDraft() {
    if (!window.confirm('Discard this draft? Everything typed in the form is cleared.')) return;
    clearDraft();
    reset(emptyFormValues());
    setDraftRestored(false);
    setSummary(null);
    setOutcome(null);
  }

  const addItem = () =>
    append(emptyItem(defaultType), { focusName: `metadata.${fields.length}.key` });
  const textType = config.metadataTypes.find((t) => t.field === 'value')?.type ?? defaultType;

  return (
    <section className="page create-page" aria-labelledby="create-title">
      <div className="page-header">
        <h1 id="create-title">Create entry</h1>
        {unsaved ? (
          <button type="button" className="button button-ghost" onClick={discardDraft}>
            Discard draft
          </button>
        ) : null}
      </div>
      {draftRestored ? (
        <p className="notice notice-info" role="status">
          Your unfinished draft was restored.
        </p>
      ) : null}

      <div
        ref={summaryRef}
        tabIndex={-1}
        className="summary-region"
        aria-live="assertive"
        role="alert"
      >
        {summary && (summary.lines.length > 0 || summary.note) ? (
          <div className="notice notice-error">
            <h2>
              {summary.lines.length > 0
                ? `${summary.lines.length} ${summary.lines.length === 1 ? 'problem' : 'problems'} to fix before creating the entry`
                : 'The entry was not created'}
            </h2>
            {summary.note ? <p>{summary.note}</p> : null}
            {summary.lines.length > 0 ? (
              <ul>
                {summary.lines.slice(0, 20).map((line, i) => (
                  <li key={`${line.path}-${i}`}>
                    {line.path ? (
                      <button
                        type="button"
                        className="button-link"
                        onClick={() => focusField(line.path)}
                      >
                        {line.label}
                      </button>
                    ) : (
                      line.label
                    )}
                    : {line.message}
                  </li>
                ))}
                {summary.lines.length > 20 ? <li>…and {summary.lines.length - 20} more.</li> : null}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>

      {outcome ? (
        <OutcomeCheck
          key={outcome.sentAt}
          body={outcome.body}
          sentAt={outcome.sentAt}
          message={outcome.message}
          onFound={onFound}
          onRetry={() => void submit(outcome.body)}
          retrying={isSubmitting || createEntry.isPending}
        />
      ) : null}

      <form ref={formRef} className="entry-form" onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={ids.title}>Title</label>
            <input
              id={ids.title}
              {...register('title')}
              autoComplete="off"
              maxLength={LIMITS.title + 50}
              aria-required="true"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
            />
            <FieldError id={`${ids.title}-error`} error={errors.title} />
          </div>
          <div className="field">
            <label htmlFor={ids.folder}>Folder</label>
            <input
              id={ids.folder}
              {...register('folder_id')}
              autoComplete="off"
              spellCheck={false}
              maxLength={LIMITS.folder + 50}
              aria-required="true"
              aria-invalid={errors.folder_id ? true : undefined}
              aria-describedby={errors.folder_id ? `${ids.folder}-error` : undefined}
            />
            <FieldError id={`${ids.folder}-error`} error={errors.folder_id} />
          </div>
        </div>

        <fieldset
          className="field template-group"
          role="radiogroup"
          aria-required="true"
          aria-invalid={errors.template ? true : undefined}
          aria-describedby={errors.template ? `${ids.template}-error` : undefined}
        >
          <legend>Template</legend>
          <div className="radio-cards">
            {TEMPLATES.map((template) => (
              <label key={template} className="radio-card">
                <input
                  type="radio"
                  value={template}
                  {...register('template')}
                  aria-labelledby={`${ids.template}-${template}-name`}
                  aria-describedby={`${ids.template}-${template}`}
                />
                <span>
                  <strong id={`${ids.template}-${template}-name`}>{template}</strong>
                  <span className="hint" id={`${ids.template}-${template}`}>
                    {TEMPLATE_HINTS[template]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids.template}-error`} error={errors.template} />
        </fieldset>

        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea
            id={ids.description}
            rows={3}
            {...register('description')}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${ids.description}-hint${errors.description ? ` ${ids.description}-error` : ''}`}
          />
          <p className="hint" id={`${ids.description}-hint`}>
            Optional.
          </p>
          <FieldError id={`${ids.description}-error`} error={errors.description} />
        </div>

        <div className="form-grid">
          <div className="field">
            <label htmlFor={ids.callback}>Callback URL</label>
            <input
              id={ids.callback}
              type="url"
              inputMode="url"
              placeholder="https://example.com/hooks/registry"
              {...register('callback_url')}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.callback_url ? true : undefined}
              aria-describedby={`${ids.callback}-hint${errors.callback_url ? ` ${ids.callback}-error` : ''}`}
            />
            <p className="hint" id={`${ids.callback}-hint`}>
              Optional. An absolute http:// or https:// address.
            </p>
            <FieldError id={`${ids.callback}-error`} error={errors.callback_url} />
          </div>
          <div className="field switch-field">
            <label htmlFor={ids.encrypt} className="switch">
              <input
                id={ids.encrypt}
                type="checkbox"
                role="switch"
                {...register('data_encrypted')}
              />
              <span className="switch-track" aria-hidden="true" />
              Encrypt data
            </label>
          </div>
        </div>

        <section className="metadata" aria-labelledby="metadata-title">
          <div className="section-header">
            <h2 id="metadata-title">
              Metadata items <span className="count">{fields.length}</span>
            </h2>
            <PasteItems
              onAdd={(items) =>
                append(
                  items.map((item) => ({
                    ...emptyItem(textType),
                    key: item.key,
                    value: item.value,
                  })),
                  { shouldFocus: false },
                )
              }
            />
          </div>
          {errors.metadata?.root?.message ? (
            <p className="field-error">{errors.metadata.root.message}</p>
          ) : null}
          {fields.length === 0 ? (
            <p className="muted">No metadata items. Add one, or paste several at once.</p>
          ) : null}
          <ol className="meta-list">
            {fields.map((field, index) => (
              <MetadataItemRow
                key={field.id}
                id={field.id}
                index={index}
                isLast={index === fields.length - 1}
                control={control}
                register={register}
                types={config.metadataTypes}
                errors={errors.metadata?.[index]}
                actions={actions}
              />
            ))}
          </ol>
          <button type="button" id="add-metadata-item" className="button" onClick={addItem}>
            Add metadata item
          </button>
        </section>

        <RequestPreview control={control} schema={schema} />

        <div className="form-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={isSubmitting || createEntry.isPending}
            aria-busy={isSubmitting || undefined}
          >
            Create entry
          </button>
          {isSubmitting ? (
            <span className="muted" role="status">
              <span className="spinner" aria-hidden="true" /> Creating…
            </span>
          ) : null}
        </div>
      </form>
    </section>
  );
}

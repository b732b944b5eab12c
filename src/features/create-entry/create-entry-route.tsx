import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { MainFields } from '../../components/entry-fields/main-fields';
import { MetadataSection } from '../../components/entry-fields/metadata-section';
import type { CreateEntryBody } from '../../api/schemas';
import { useConfig, useSession } from '../../api/api-context';
import { paths } from '../../lib/paths';
import { DraftNotice, DraftSaveWarning } from './draft-notice';
import { makeEntrySchema, type EntryFields } from '../../api/entry-fields';
import { currentLines, flattenErrors } from './error-summary';
import { CreateProgressNote, KeyHeaderNotice } from './keyed-create-status';
import { ErrorSummary } from './error-summary-panel';

import { OutcomeCheck } from './outcome-check';
import { PossibleDuplicate } from './possible-duplicate';
import { PresetPicker, SavePresetButton, usePresets } from './presets';
import { ReplaceDraftDialog } from './replace-draft-dialog';
import { RequestPreview } from './request-preview';
import { useCountdown } from './use-countdown';
import { openForm, rememberTemplate, useDraftControls } from './use-draft-controls';
import { useDraftStatus } from './draft-status';
import { useDraftAutosave, useUnloadWarning } from './use-draft-autosave';
import { useEntrySubmission } from './use-entry-submission';
import './create-entry.css';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CreateEntryRoute() {
  useDocumentTitle('Create entry');
  const { metadataTypes } = useConfig();
  const [searchParams] = useSearchParams();
  const folder = (searchParams.get('folder_id') ?? '').trim();
  const schema = useMemo(() => makeEntrySchema(metadataTypes), [metadataTypes]);
  const location = useLocation();
  const draftStatus = useDraftStatus();
  const session = useSession();
  const [opened] = useState(() =>
    openForm(draftStatus, metadataTypes, folder, session.shared, searchParams, location.state),
  );
  const form = useForm<EntryFields, unknown, CreateEntryBody>({
    resolver: zodResolver(schema),
    defaultValues: opened.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState, watch, getValues } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const leavingRef = useRef(false);
  const [unjudged, setUnjudged] = useState<ReadonlySet<number>>(() => new Set());
  const onUnjudged = useCallback((positions: number[]) => setUnjudged(new Set(positions)), []);
  const focusFirstError = useFocusFirstError(formRef);
  const draft = useDraftControls(form, opened, folder);
  const submission = useEntrySubmission(
    { form, focusSummary: () => summaryRef.current?.focus(), focusFirstError },
    leavingRef,
  );
  const { summary } = submission;
  // The summary follows the fields: a fixed field's line goes, and with the last one the box.
  const shownSummary = summary && {
    ...summary,
    lines: currentLines(summary.lines, errors, unjudged),
  };
  const secondsLeft = useCountdown(summary);
  const presets = usePresets(form);
  useDraftAutosave(watch, getValues, leavingRef);
  const unsaved = isDirty || draft.restored;
  useUnloadWarning(unsaved, leavingRef);

  const submit = handleSubmit(
    (body) => {
      // The next form starts with the template of this attempt to create.
      rememberTemplate(session.shared, body.template);
      return submission.submit(body);
    },
    (invalid) => {
      submission.announce({ lines: flattenErrors(invalid) });
      focusFirstError();
    },
  );
  const busy = isSubmitting || submission.pending;
  const back = folder
    ? `${paths.entries}?${new URLSearchParams({ folder_id: folder })}`
    : paths.entries;

  return (
    <section className="page create-page" aria-labelledby="create-title">
      <Link to={back} className="back-link">
        Back to entries
      </Link>
      <div className="page-header">
        <h1 id="create-title">Create entry</h1>
        {unsaved ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              submission.reset();
              draft.discard();
            }}
          >
            Discard draft
          </button>
        ) : null}
      </div>
      <DraftNotice draft={draft} />
      <DraftSaveWarning />
      {draft.asking ? <ReplaceDraftDialog ask={draft} /> : null}
      <ErrorSummary
        ref={summaryRef}
        summary={shownSummary}
        secondsLeft={secondsLeft}
        onFocusField={(path) =>
          formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`)?.focus()
        }
      />
      {submission.lostAnswer ? (
        <OutcomeCheck
          key={submission.lostAnswer.lostAt}
          lost={submission.lostAnswer}
          onFound={submission.found}
          onVisit={submission.visit}
          onNotMine={submission.notMine}
          onRetry={() => void submission.retry(submission.lostAnswer!.body)}
          retrying={busy}
        />
      ) : null}

      <KeyHeaderNotice status={submission.keyStatus} />
      <div className="create-layout">
        <form ref={formRef} className="entry-form" onSubmit={submit} noValidate>
          <PresetPicker presets={presets} />
          <MainFields
            register={register}
            errors={errors}
            titleNote={<PossibleDuplicate control={control} />}
          />
          <MetadataSection
            control={control}
            register={register}
            getValues={getValues}
            errors={errors.metadata}
            types={metadataTypes}
            attempts={formState.submitCount}
            onUnjudged={onUnjudged}
          />
          <div className="form-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={busy || secondsLeft > 0}
              aria-busy={isSubmitting || undefined}
            >
              Create entry
            </button>
            <SavePresetButton presets={presets} />
            {busy ? (
              <span className="muted" role="status">
                <span className="spinner" aria-hidden="true" /> Creating…{' '}
                <CreateProgressNote progress={submission.progress} />
              </span>
            ) : null}
          </div>
        </form>
        <aside className="create-aside" aria-label="Request preview">
          <RequestPreview
            watch={watch}
            getValues={getValues}
            schema={schema}
            keyStatus={submission.keyStatus}
          />
        </aside>
      </div>
    </section>
  );
}

/**
 * After errors are set, focus the first invalid field in page order (react-hook-form would
 * pick registration order, which differs once an item's type has changed). The errors may
 * reach the screen a render after the request, so this checks on every render until done.
 * Returns the function that asks for it.
 */
function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [requested, setRequested] = useState(0);
  const handled = useRef(0);
  useEffect(() => {
    if (requested === handled.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    handled.current = requested;
    const target = first.matches('fieldset') ? first.querySelector<HTMLElement>('input') : first;
    target?.focus();
  });
  return useCallback(() => setRequested((n) => n + 1), []);
}

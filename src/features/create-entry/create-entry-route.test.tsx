import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateEntryBody } from '../../api/schemas';
import { getDb, server, updateSettings } from '../../mocks/node';
import { currentUrl } from '../../testing/render-app';
import {
  CREATE_URL,
  draftSaved,
  type User,
  recordCreates,
  openForm,
  field,
  itemGroups,
  item,
  shownItems,
  fillRequired,
  addItem,
  errorSummary,
  findToast,
  lastCreatedId,
  bodyOf,
  insertFromBody,
} from '../../testing/create-form';
import { toStoredDraft } from './draft';
import { DRAFT_SAVE_MS } from './use-draft-autosave';
import { emptyFormValues } from '../../components/entry-fields/entry-field-map';

describe('Create entry: submitting', () => {
  it('sends one request with the typed entry and lands on the folder with a toast', async () => {
    const creates = recordCreates();
    const { user, router } = await openForm();

    await fillRequired(user, { title: 'Quarterly report', folder: 'finance', template: 'PASS' });
    await user.type(field.description(), 'Numbers for Q3');
    await user.type(field.callback(), 'https://example.com/hooks/registry');
    await user.click(field.encrypt());
    expect(field.encrypt()).toBeChecked();
    await addItem(user, { key: 'colour', value: 'blue' });
    await addItem(user, {
      type: 'FILE',
      key: 'contract',
      file: 'files/contract.pdf',
      title: 'Signed contract',
    });
    await addItem(user, { key: 'size', value: 'L' });

    await user.click(field.submit());

    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(creates).toHaveLength(1);
    expect(await bodyOf(creates[0])).toStrictEqual({
      title: 'Quarterly report',
      folder_id: 'finance',
      template: 'PASS',
      description: 'Numbers for Q3',
      callback_url: 'https://example.com/hooks/registry',
      data_encrypted: true,
      metadata: [
        { type: 'TEXT', key: 'colour', value: 'blue' },
        { type: 'FILE', key: 'contract', file: 'files/contract.pdf', title: 'Signed contract' },
        { type: 'TEXT', key: 'size', value: 'L' },
      ],
    });

    expect(getDb().created).toHaveLength(1);
    const toast = await findToast(lastCreatedId());
    expect(toast).toHaveTextContent('Entry "Quarterly report" created.');
    expect(within(toast).getByRole('button', { name: 'Copy new entry ID' })).toBeInTheDocument();

    // The list shows the folder with the new entry highlighted.
    const table = await screen.findByRole('table', { name: 'Entries' });
    const row = await within(table).findByRole('row', { name: /Quarterly report/ });
    expect(row).toHaveAttribute('aria-current', 'true');
  });

  it('trims what it sends and leaves empty optional fields out', async () => {
    const creates = recordCreates();
    const { user, router } = await openForm();

    await fillRequired(user, { title: '  Spaced title  ', folder: ' finance ' });
    await addItem(user, { key: ' colour ', value: ' blue ' });
    await user.click(field.submit());

    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(await bodyOf(creates[0])).toStrictEqual({
      title: 'Spaced title',
      folder_id: 'finance',
      template: 'STORAGE',
      data_encrypted: false,
      metadata: [{ type: 'TEXT', key: 'colour', value: 'blue' }],
    });
    expect(await findToast(lastCreatedId())).toHaveTextContent('Entry "Spaced title" created.');
  });

  it('creates an entry with no metadata items', async () => {
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user, { folder: 'empty-items' });
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=empty-items'));
    expect(await bodyOf(creates[0])).toMatchObject({ metadata: [], data_encrypted: false });
    await findToast(lastCreatedId());
  });

  it('makes one request on a double click, with the button disabled meanwhile', async () => {
    updateSettings({ latencyMs: 300 });
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user);

    await user.dblClick(field.submit());

    await waitFor(() => expect(field.submit()).toBeDisabled());
    expect(screen.getByText('Creating…')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(creates).toHaveLength(1);
    expect(getDb().created).toHaveLength(1);
    await findToast(lastCreatedId());
  });

  it('makes one request when Enter is pressed twice in a field', async () => {
    updateSettings({ latencyMs: 300 });
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user);

    await user.click(field.title());
    await user.keyboard('{Enter}{Enter}');

    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(creates).toHaveLength(1);
    expect(getDb().created).toHaveLength(1);
    await findToast(lastCreatedId());
  });
});

describe('Create entry: validation in the browser', () => {
  it('shows every error next to its field, focuses the first and announces a summary', async () => {
    const creates = recordCreates();
    const { user } = await openForm();
    await user.type(field.callback(), 'javascript:alert(1)');
    await addItem(user);

    await user.click(field.submit());

    const summary = await waitFor(() => {
      const found = errorSummary();
      expect(found).toBeDefined();
      return found!;
    });
    expect(field.title()).toHaveFocus();

    expect(field.title()).toHaveAttribute('aria-invalid', 'true');
    expect(field.title()).toHaveAccessibleDescription('Enter a title.');
    expect(field.folder()).toHaveAttribute('aria-invalid', 'true');
    expect(field.folder()).toHaveAccessibleDescription('Enter a folder.');
    // A new form starts with a template chosen (STORAGE the first time).
    expect(field.template()).not.toHaveAttribute('aria-invalid');
    expect(field.callback()).toHaveAttribute('aria-invalid', 'true');
    expect(field.callback()).toHaveAccessibleDescription(
      /Enter an absolute URL starting with https:\/\/ or http:\/\/, or leave it empty\./,
    );
    expect(item(1).key()).toHaveAttribute('aria-invalid', 'true');
    expect(item(1).key()).toHaveAccessibleDescription('Enter a key.');
    expect(item(1).value()).toHaveAttribute('aria-invalid', 'true');
    expect(item(1).value()).toHaveAccessibleDescription('Enter a value.');
    // Valid optional fields are not marked.
    expect(field.description()).not.toHaveAttribute('aria-invalid');
    expect(item(1).title()).not.toHaveAttribute('aria-invalid');

    const s = within(summary);
    expect(
      s.getByRole('heading', { name: '5 problems to fix before creating the entry' }),
    ).toBeInTheDocument();
    expect(s.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Title: Enter a title.',
      'Folder: Enter a folder.',
      'Callback URL: Enter an absolute URL starting with https:// or http://, or leave it empty.',
      'Item 1 Key: Enter a key.',
      'Item 1 Value: Enter a value.',
    ]);
    expect(creates).toHaveLength(0);

    // Fixing a field clears its error as the person types.
    await user.type(field.title(), 'Fixed title');
    await waitFor(() => expect(field.title()).not.toHaveAttribute('aria-invalid'));
    expect(field.title()).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
  });

  it('marks a duplicate key on the later item and focuses it', async () => {
    const creates = recordCreates();
    const { user } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'colour', value: 'blue' });
    await addItem(user, { key: 'size', value: 'L' });
    await addItem(user, { key: 'colour', value: 'red' });

    await user.click(field.submit());

    await waitFor(() => expect(item(3).key()).toHaveFocus());
    expect(item(3).key()).toHaveAttribute('aria-invalid', 'true');
    expect(item(3).key()).toHaveAccessibleDescription(
      'This key is already used above; keys must be unique.',
    );
    expect(item(1).key()).not.toHaveAttribute('aria-invalid');
    const summary = errorSummary();
    expect(summary).toBeDefined();
    expect(within(summary!).getByRole('heading')).toHaveTextContent(
      '1 problem to fix before creating the entry',
    );
    expect(summary).toHaveTextContent('Item 3 Key: This key is already used above');
    expect(creates).toHaveLength(0);
  });

  it('focuses the Template options when only the template is missing', async () => {
    // A new form starts with a template; a draft kept from before may have none.
    sessionStorage.setItem(
      'registry-console:create-draft',
      JSON.stringify(toStoredDraft({ ...emptyFormValues('finance'), title: 'No template' })),
    );
    const { user } = await openForm();
    expect(screen.getByRole('radio', { name: 'STORAGE' })).not.toBeChecked();

    await user.click(field.submit());

    await waitFor(() => expect(screen.getByRole('radio', { name: 'STORAGE' })).toHaveFocus());
    expect(field.template()).toHaveAccessibleDescription('Choose a template.');
  });

  it("needs a FILE item's file, and focuses the first invalid field in form order", async () => {
    const { user } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'first' });
    await addItem(user, { key: '', value: 'no key' });
    // The type of item 1 changes after item 2 exists, so its File field appears later than
    // item 2's fields; focus must still follow the order of the form.
    await user.selectOptions(item(1).type(), 'FILE');
    expect(within(item(1).group).queryByRole('textbox', { name: 'Value' })).toBeNull();

    await user.click(field.submit());

    await waitFor(() => expect(item(1).file()).toHaveFocus());
    expect(item(1).file()).toHaveAttribute('aria-invalid', 'true');
    expect(item(1).file()).toHaveAccessibleDescription('Enter a file reference.');
    expect(item(2).key()).toHaveAccessibleDescription('Enter a key.');
  });
});

describe('Create entry: server answers', () => {
  it('puts 422 field errors on the fields they name', async () => {
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              title: ['The title has already been taken.'],
              'metadata.1.key': ['The key is reserved.', 'Pick another key.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Taken title' });
    await addItem(user, { key: 'colour', value: 'blue' });
    await addItem(user, { key: 'id', value: '42' });

    await user.click(field.submit());

    await waitFor(() => expect(field.title()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.title()).toHaveAccessibleDescription('The title has already been taken.');
    expect(item(2).key()).toHaveAttribute('aria-invalid', 'true');
    expect(item(2).key()).toHaveAccessibleDescription('The key is reserved. Pick another key.');
    expect(item(1).key()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field.title()).toHaveFocus());

    const summary = errorSummary();
    expect(summary).toBeDefined();
    expect(
      within(summary!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Title: The title has already been taken.',
      'Item 2 Key: The key is reserved. Pick another key.',
    ]);

    // Nothing typed is lost and the person stays on the form.
    expect(currentUrl(router)).toBe('/entries/new');
    expect(field.title()).toHaveValue('Taken title');
    expect(shownItems()).toEqual(['TEXT colour=blue', 'TEXT id=42']);
    expect(field.submit()).toBeEnabled();
  });

  it("says a 422 without field errors in the summary, with the server's message", async () => {
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json({ message: 'Folder finance is read-only.' }, { status: 422 }),
      ),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(field.submit());

    const summary = await screen.findByRole('heading', { name: 'The entry was not created' });
    expect(summary.parentElement).toHaveTextContent('Folder finance is read-only.');
    expect(field.title()).toHaveValue('Quarterly report');
  });

  it('on a 500 says the entry may exist, keeps the form, and finds nothing in the folder', async () => {
    const creates = recordCreates();
    server.use(
      http.post(
        CREATE_URL,
        () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Maybe created', folder: 'finance' });
    await addItem(user, { key: 'colour', value: 'blue' });

    await user.click(field.submit());

    const heading = await screen.findByRole('heading', {
      name: 'The entry may or may not have been created',
    });
    const notice = heading.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Database unavailable');
    expect(currentUrl(router)).toBe('/entries/new');
    expect(field.title()).toHaveValue('Maybe created');
    expect(field.folder()).toHaveValue('finance');
    expect(screen.getByRole('radio', { name: 'STORAGE' })).toBeChecked();
    expect(shownItems()).toEqual(['TEXT colour=blue']);

    await user.click(within(notice).getByRole('button', { name: 'Check folder' }));
    await within(notice).findByText(
      /No entry with this title and template was created in the folder/,
    );
    // Resolved: it says so, and offers only Try again.
    expect(notice).toHaveTextContent('Trying again is safe.');
    expect(
      within(notice).getByRole('heading', { name: 'The entry is not in the folder' }),
    ).toBeInTheDocument();
    expect(notice).not.toHaveTextContent('may or may not');
    expect(within(notice).queryByRole('button', { name: 'Check folder' })).toBeNull();
    expect(
      within(notice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try again']);

    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(creates).toHaveLength(2);
    expect(await bodyOf(creates[1])).toEqual(await bodyOf(creates[0]));
    expect(getDb().created).toHaveLength(1);
    await findToast(lastCreatedId());
  });

  it('on a timeout says the entry may exist, and Check folder finds it', async () => {
    server.use(
      http.post(CREATE_URL, async ({ request }) => {
        // The server makes the entry, but its answer never arrives.
        insertFromBody((await request.json()) as CreateEntryBody);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user, router } = await openForm('/entries/new', { requestTimeoutMs: 1000 });
    await fillRequired(user, { title: 'Slow entry', folder: 'slow-folder' });
    await addItem(user, { key: 'colour', value: 'blue' });

    await user.click(field.submit());
    expect(await screen.findByText('Creating…')).toBeInTheDocument();

    const heading = await screen.findByRole(
      'heading',
      { name: 'The entry may or may not have been created' },
      { timeout: 3000 },
    );
    const notice = heading.closest('[role="alert"]') as HTMLElement;
    expect(field.title()).toHaveValue('Slow entry');
    expect(field.folder()).toHaveValue('slow-folder');
    expect(shownItems()).toEqual(['TEXT colour=blue']);
    expect(field.submit()).toBeEnabled();

    await user.click(within(notice).getByRole('button', { name: 'Check folder' }));
    const id = getDb().created[0]!.id;
    const found = await screen.findByRole('heading', {
      name: 'An entry like yours is in the folder',
    });
    const panel = found.closest('[role="alert"]') as HTMLElement;
    expect(panel).toHaveTextContent('Slow entry');
    expect(within(panel).getByText(id)).toBeInTheDocument();
    // Nothing can send it again from here; the person says whether it is theirs.
    expect(within(panel).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Go to the entry' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, it is mine' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=slow-folder'));
    expect(await findToast(id)).toHaveTextContent('Entry "Slow entry" was created.');
    expect(getDb().created).toHaveLength(1);
    const table = await screen.findByRole('table', { name: 'Entries' });
    const row = await within(table).findByRole('row', { name: /Slow entry/ });
    expect(row).toHaveAttribute('aria-current', 'true');
  });
});

describe('Create entry: draft', () => {
  afterEach(() => vi.useRealTimers());

  async function typeDraft(user: User) {
    await fillRequired(user, { title: 'Draft title', folder: 'drafts', template: 'PASS' });
    await user.type(field.description(), 'Half done');
    await addItem(user, { type: 'FILE', key: 'scan', file: 'files/scan.pdf' });
    await draftSaved('files/scan.pdf');
  }

  it('restores the draft after leaving and coming back', async () => {
    const first = await openForm();
    await typeDraft(first.user);
    first.unmount();

    await openForm();
    expect(await screen.findByText('Your unfinished draft was restored.')).toBeInTheDocument();
    expect(field.title()).toHaveValue('Draft title');
    expect(field.folder()).toHaveValue('drafts');
    expect(screen.getByRole('radio', { name: 'PASS' })).toBeChecked();
    expect(field.description()).toHaveValue('Half done');
    expect(shownItems()).toEqual(['FILE scan=files/scan.pdf']);
  });

  it('keeps what was typed just before leaving, within the save delay', async () => {
    const first = await openForm();
    await first.user.type(field.title(), 'Typed fast');
    first.unmount();

    await openForm();
    await screen.findByText('Your unfinished draft was restored.');
    expect(field.title()).toHaveValue('Typed fast');
  });

  it('Discard draft clears the form and the stored draft at once, and offers Undo', async () => {
    // Clocks run as usual, and can be moved on at once past the save delay.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = await openForm();
    await typeDraft(first.user);
    first.unmount();

    const confirm = vi.spyOn(window, 'confirm');
    const second = await openForm();
    await screen.findByText('Your unfinished draft was restored.');
    await second.user.click(screen.getByRole('button', { name: 'Discard draft' }));

    // No browser dialog: the notice offers Undo instead, and has the focus.
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByText('Draft discarded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    expect(field.title()).toHaveValue('');
    expect(field.folder()).toHaveValue('');
    expect(field.description()).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'PASS' })).not.toBeChecked();
    expect(itemGroups()).toHaveLength(0);
    expect(screen.queryByText('Your unfinished draft was restored.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('registry-console:create-draft')).toBeNull();

    // Coming back later starts from an empty form: no "restored" notice for a draft that was
    // discarded, even after the save delay has passed.
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_SAVE_MS));
    second.unmount();
    await openForm();
    expect(field.title()).toHaveValue('');
    expect(itemGroups()).toHaveLength(0);
    expect(screen.queryByText('Your unfinished draft was restored.')).not.toBeInTheDocument();
  });

  it('Undo brings a discarded draft back, stored again', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const first = await openForm();
    await typeDraft(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(field.title()).toHaveValue('');

    await first.user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(confirm).not.toHaveBeenCalled();
    expect(field.title()).toHaveValue('Draft title');
    expect(field.folder()).toHaveValue('drafts');
    expect(screen.getByRole('radio', { name: 'PASS' })).toBeChecked();
    expect(shownItems()).toEqual(['FILE scan=files/scan.pdf']);
    expect(screen.queryByText('Draft discarded.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
    expect(sessionStorage.getItem('registry-console:create-draft')).toContain('Draft title');

    // And it is the draft again after leaving and coming back.
    first.unmount();
    await openForm();
    await screen.findByText('Your unfinished draft was restored.');
    expect(field.title()).toHaveValue('Draft title');
  });

  it('Undo is offered only until the next edit', async () => {
    const { user } = await openForm();
    await user.type(field.title(), 'Old');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.type(field.title(), 'New');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(field.title()).toHaveValue('New');
  });

  it('clears the draft after a successful create', async () => {
    const first = await openForm();
    await fillRequired(first.user, { title: 'Done entry' });
    await draftSaved('Done entry');
    await first.user.click(field.submit());
    await waitFor(() => expect(currentUrl(first.router)).toBe('/entries?folder_id=finance'));
    expect(await findToast(lastCreatedId())).toHaveTextContent('Entry "Done entry" created.');
    first.unmount();

    await openForm();
    expect(field.title()).toHaveValue('');
    expect(screen.queryByText('Your unfinished draft was restored.')).not.toBeInTheDocument();
  });
});

describe('Create entry: metadata items', () => {
  it('Move up, Move down, Duplicate and Remove keep each value with its item', async () => {
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'a', value: '1', title: 'First' });
    await addItem(user, { type: 'FILE', key: 'b', file: 'files/b.pdf' });
    await addItem(user, { key: 'c', value: '3' });
    expect(shownItems()).toEqual(['TEXT a=1 [First]', 'FILE b=files/b.pdf', 'TEXT c=3']);
    expect(item(1).button('Move up')).toBeDisabled();
    expect(item(3).button('Move down')).toBeDisabled();

    await user.click(item(1).button('Move down'));
    expect(shownItems()).toEqual(['FILE b=files/b.pdf', 'TEXT a=1 [First]', 'TEXT c=3']);
    // Focus follows the moved item.
    await waitFor(() => expect(item(2).button('Move down')).toHaveFocus());

    await user.click(item(3).button('Move up'));
    expect(shownItems()).toEqual(['FILE b=files/b.pdf', 'TEXT c=3', 'TEXT a=1 [First]']);
    await waitFor(() => expect(item(2).button('Move up')).toHaveFocus());

    await user.click(item(1).button('Duplicate'));
    expect(shownItems()).toEqual([
      'FILE b=files/b.pdf',
      'FILE b_copy=files/b.pdf',
      'TEXT c=3',
      'TEXT a=1 [First]',
    ]);
    await waitFor(() => expect(item(2).key()).toHaveFocus());

    await user.click(item(3).button('Remove'));
    expect(shownItems()).toEqual([
      'FILE b=files/b.pdf',
      'FILE b_copy=files/b.pdf',
      'TEXT a=1 [First]',
    ]);
    // Focus stays in the list, on the item that took the removed one's place.
    await waitFor(() => expect(item(3).key()).toHaveFocus());

    // Values typed after the moves land in the right items too.
    await user.clear(item(2).file());
    await user.type(item(2).file(), 'files/copy.pdf');

    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(await bodyOf(creates[0])).toMatchObject({
      metadata: [
        { type: 'FILE', key: 'b', file: 'files/b.pdf' },
        { type: 'FILE', key: 'b_copy', file: 'files/copy.pdf' },
        { type: 'TEXT', key: 'a', value: '1', title: 'First' },
      ],
    });
    await findToast(lastCreatedId());
  });

  it('removing the last item leaves focus on Add metadata item', async () => {
    const { user } = await openForm();
    await addItem(user, { key: 'only', value: 'one' });
    await user.click(item(1).button('Remove'));
    expect(itemGroups()).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add metadata item' })).toHaveFocus(),
    );
  });

  it('Add metadata item adds a TEXT item and puts focus on its Key', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Add metadata item' }));
    expect(itemGroups()).toHaveLength(1);
    expect(item(1).type()).toHaveValue('TEXT');
    expect(item(1).value()).toBeInTheDocument();
    await waitFor(() => expect(item(1).key()).toHaveFocus());
  });

  it('switching an item to FILE shows File instead of Value', async () => {
    const { user } = await openForm();
    await addItem(user);
    await user.selectOptions(item(1).type(), 'FILE');
    expect(item(1).file()).toBeInTheDocument();
    expect(within(item(1).group).queryByRole('textbox', { name: 'Value' })).toBeNull();
    await user.selectOptions(item(1).type(), 'TEXT');
    expect(item(1).value()).toBeInTheDocument();
    expect(within(item(1).group).queryByRole('textbox', { name: 'File' })).toBeNull();
  });
});

describe('Create entry: folder and paste', () => {
  it('pre-fills the folder from the address', async () => {
    await openForm('/entries/new?folder_id=abc');
    expect(field.folder()).toHaveValue('abc');
    expect(field.title()).toHaveValue('');
  });

  it('Paste items adds key=value lines as TEXT items after the existing ones', async () => {
    const { user } = await openForm();
    await addItem(user, { key: 'existing', value: 'x' });
    expect(screen.queryByRole('dialog', { name: 'Paste items' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paste items' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste items' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Items to paste' }));
    await user.paste('colour=blue\n# skipped\nsize = L\nquery=a=b');
    expect(within(dialog).getByText('3 items will be added:')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add 3 items' }));

    expect(screen.queryByRole('dialog', { name: 'Paste items' })).not.toBeInTheDocument();
    expect(shownItems()).toEqual([
      'TEXT existing=x',
      'TEXT colour=blue',
      'TEXT size=L',
      'TEXT query=a=b',
    ]);
  });

  it('Paste items reads a JSON object', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Paste items' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste items' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Items to paste' }));
    await user.paste('{"colour": "blue", "count": 3, "active": true}');
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 items' }));
    expect(shownItems()).toEqual(['TEXT colour=blue', 'TEXT count=3', 'TEXT active=true']);
  });

  it('Paste items shows bad lines and adds nothing until they are fixed', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Paste items' }));
    const dialog = screen.getByRole('dialog', { name: 'Paste items' });
    const textarea = within(dialog).getByRole('textbox', { name: 'Items to paste' });
    await user.click(textarea);
    await user.paste('colour=blue\nnot a pair');

    expect(within(dialog).getByText('Line 2: Expected key=value.')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Add items' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Paste items' })).not.toBeInTheDocument();
    expect(itemGroups()).toHaveLength(0);

    // Opening it again starts empty.
    await user.click(screen.getByRole('button', { name: 'Paste items' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Paste items' })).getByRole('textbox', {
        name: 'Items to paste',
      }),
    ).toHaveValue('');
  });
});

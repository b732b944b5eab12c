/** The rough edges people met on the create form, each kept from coming back. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';
import {
  addItem,
  bodyOf,
  CREATE_URL,
  errorSummary,
  field,
  fillRequired,
  findToast,
  item,
  lastCreatedId,
  openForm,
  recordCreates,
  shownItems,
} from '../../testing/create-form';
import { toStoredDraft } from './draft';
import { emptyFormValues } from '../../components/entry-fields/entry-field-map';

const DRAFT_STORAGE = 'registry-console:create-draft';

describe('Create entry: opening', () => {
  it('focuses its heading, like every screen', async () => {
    await openForm();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Create entry', level: 1 })).toHaveFocus(),
    );
  });

  it('offers a way back to the entries of the folder the person came from', async () => {
    const { user, router } = await openForm('/entries/new?folder_id=abc');
    const back = screen.getByRole('link', { name: 'Back to entries' });
    expect(back).toHaveAttribute('href', '/entries?folder_id=abc');
    await user.click(back);
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=abc'));
  });

  it('says when the restored draft is for another folder, and moves it in one click', async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE,
      JSON.stringify(toStoredDraft({ ...emptyFormValues('folder-a'), title: 'Draft for A' })),
    );
    const { user } = await openForm('/entries/new?folder_id=folder-b');
    expect(screen.getByText('Your unfinished draft was restored.')).toBeInTheDocument();
    expect(screen.getByText(/It is for the folder/)).toHaveTextContent(
      'It is for the folder folder-a, not for folder-b, the folder you came from.',
    );
    expect(field.folder()).toHaveValue('folder-a');

    await user.click(screen.getByRole('button', { name: 'Use folder folder-b' }));
    expect(field.folder()).toHaveValue('folder-b');
    expect(field.title()).toHaveValue('Draft for A');
    expect(screen.queryByText(/It is for the folder/)).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_STORAGE)).toContain('folder-b'));
  });

  it('says nothing about folders when the draft is for the folder the person came from', async () => {
    sessionStorage.setItem(
      DRAFT_STORAGE,
      JSON.stringify(toStoredDraft({ ...emptyFormValues('same'), title: 'Draft' })),
    );
    await openForm('/entries/new?folder_id=same');
    expect(screen.getByText('Your unfinished draft was restored.')).toBeInTheDocument();
    expect(screen.queryByText(/It is for the folder/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Use folder/ })).not.toBeInTheDocument();
  });
});

describe('Create entry: metadata items', () => {
  it('gives every copy its own key, so the form accepts what Duplicate made', async () => {
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'a', value: '1' });
    await addItem(user, { key: 'b', value: '2' });

    await user.click(item(2).button('Duplicate'));
    await user.click(item(2).button('Duplicate'));
    expect(shownItems()).toEqual(['TEXT a=1', 'TEXT b=2', 'TEXT b_copy_2=2', 'TEXT b_copy=2']);

    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(await bodyOf(creates[0])).toMatchObject({
      metadata: [{ key: 'a' }, { key: 'b' }, { key: 'b_copy_2' }, { key: 'b_copy' }],
    });
    await findToast(lastCreatedId());
  });

  it('keeps focus on an item moved to the first or last place', async () => {
    const { user } = await openForm();
    await addItem(user, { key: 'a', value: '1' });
    await addItem(user, { key: 'b', value: '2' });
    await addItem(user, { key: 'c', value: '3' });

    await user.click(item(2).button('Move up'));
    expect(shownItems()).toEqual(['TEXT b=2', 'TEXT a=1', 'TEXT c=3']);
    // Its Move up is disabled now: focus is on the item's other move button.
    await waitFor(() => expect(item(1).button('Move down')).toHaveFocus());

    await user.click(item(2).button('Move down'));
    expect(shownItems()).toEqual(['TEXT b=2', 'TEXT c=3', 'TEXT a=1']);
    await waitFor(() => expect(item(3).button('Move up')).toHaveFocus());
  });

  it('marks a repeated key once the key is left, says so, and unmarks it once fixed or moved', async () => {
    const { user } = await openForm();
    const repeated = 'This key is already used above; keys must be unique.';
    await addItem(user, { key: 'colour', value: 'blue' });
    await addItem(user, { key: 'colour' });
    // Still typing: nothing said yet.
    expect(item(2).key()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(item(2).value()).toHaveFocus();
    expect(item(2).key()).toHaveAttribute('aria-invalid', 'true');
    expect(item(2).key()).toHaveAccessibleDescription(repeated);
    expect(item(1).key()).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === `Item 2 Key: ${repeated}`),
    ).toBe(true);
    // What was typed stays, and nothing else is judged before an attempt.
    expect(shownItems()).toEqual(['TEXT colour=blue', 'TEXT colour=']);
    expect(item(2).value()).not.toHaveAttribute('aria-invalid');

    // The pair swapped: now the first one of them is the repeat.
    await user.click(item(2).button('Move up'));
    await waitFor(() => expect(item(2).key()).toHaveAttribute('aria-invalid', 'true'));
    expect(shownItems()).toEqual(['TEXT colour=', 'TEXT colour=blue']);

    await user.clear(item(2).key());
    await user.type(item(2).key(), 'size');
    await user.tab();
    expect(item(2).key()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(repeated)).not.toBeInTheDocument();
  });
});

describe('Create entry: server answers', () => {
  it('lists and focuses 422 errors in page order, in the console’s words', async () => {
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              'metadata.0.key': ['The metadata.0.key has already been taken.'],
              folder_id: ['The folder id is read-only.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'colour', value: 'blue' });
    await user.click(field.submit());

    await waitFor(() => expect(field.folder()).toHaveFocus());
    const summary = errorSummary()!;
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Folder: The folder id is read-only.', 'Item 1 Key: has already been taken.']);
    expect(item(1).key()).toHaveAccessibleDescription('Has already been taken.');
  });

  it('keeps errors for items the form does not have out of the form, and keeps working', async () => {
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { 'metadata.1000000000.key': ['The key is invalid.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await addItem(user, { key: 'colour', value: 'blue' });
    await user.click(field.submit());

    const summary = await waitFor(() => {
      const found = errorSummary();
      expect(found, 'the error summary').toBeDefined();
      return found!;
    });
    expect(summary).toHaveTextContent('metadata.1000000000.key: The key is invalid.');
    expect(within(summary).queryByRole('button', { name: /metadata/ })).toBeNull();
    await waitFor(() => expect(summary).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Add metadata item' }));
    await user.click(item(1).button('Remove'));
    expect(shownItems()).toEqual(['TEXT =']);
  });

  it('counts a 429 wait down, and brings Create entry back when it ends', async () => {
    server.use(
      http.post(
        CREATE_URL,
        () =>
          HttpResponse.json(
            { message: 'Too Many Attempts.' },
            { status: 429, headers: { 'Retry-After': '2' } },
          ),
        { once: true },
      ),
    );
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user);
    await user.click(field.submit());

    const summary = await screen.findByRole('heading', { name: 'The entry was not created' });
    const notice = summary.parentElement!;
    expect(notice).toHaveTextContent('try again in 2 seconds');
    expect(field.submit()).toBeDisabled();
    await waitFor(() => expect(notice).toHaveTextContent('try again in 1 second.'), {
      timeout: 1800,
    });
    expect(field.submit()).toBeDisabled();
    await waitFor(() => expect(notice).toHaveTextContent('you can try again now'), {
      timeout: 2500,
    });
    expect(field.submit()).toBeEnabled();

    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    expect(creates).toHaveLength(2);
  });
});

describe('Create entry: after a create', () => {
  it('Back from the list goes to where the person was before the form, not to the form', async () => {
    const { user, router } = renderApp('/entries?folder_id=finance');
    await user.click(await screen.findByRole('button', { name: 'Create entry' }));
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Report');
    expect(field.folder()).toHaveValue('finance');
    await user.click(screen.getByRole('radio', { name: 'PASS' }));
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    await findToast(lastCreatedId());

    router.navigate(-1);
    await waitFor(() => expect(router.location.pathname).toBe('/entries'));
    expect(currentUrl(router)).not.toBe('/entries/new?folder_id=finance');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftSaved, field, openForm } from '../../testing/create-form';

const DRAFT_STORAGE = 'registry-console:create-draft';

/** sessionStorage refuses the draft, as a full storage does. */
function fillStorage() {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === DRAFT_STORAGE)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Create entry: a draft too big for storage', () => {
  it('says it could not be saved, and never brings back the older draft', async () => {
    const first = await openForm();
    await first.user.type(field.title(), 'Older');
    await draftSaved('Older');

    fillStorage();
    await first.user.type(field.title(), ' and newer');
    const alert = await screen.findByText(/Your draft could not be saved/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    // The older draft is gone from storage, so a reload cannot restore it over newer typing.
    expect(sessionStorage.getItem(DRAFT_STORAGE)).toBeNull();
    // Moving around the app brings back the newest values.
    await first.user.click(screen.getByRole('link', { name: 'Back to entries' }));
    await screen.findByRole('heading', { name: 'Entries' });
    await first.user.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Title' });
    const second = first;
    expect(field.title()).toHaveValue('Older and newer');
    expect(screen.getByText(/Your draft could not be saved/)).toBeInTheDocument();

    vi.restoreAllMocks();
    await second.user.type(field.title(), '!');
    await waitFor(() => expect(screen.queryByText(/Your draft could not be saved/)).toBeNull());
    expect(sessionStorage.getItem(DRAFT_STORAGE)).toContain('Older and newer!');
  });
});

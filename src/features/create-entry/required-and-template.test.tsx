import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  field,
  fillRequired,
  findToast,
  item,
  addItem,
  lastCreatedId,
  openForm,
} from '../../testing/create-form';
import { toStoredDraft } from './draft';
import { emptyFormValues } from '../../components/entry-fields/entry-field-map';

const radio = (name: 'STORAGE' | 'PASS') => screen.getByRole('radio', { name });

describe('Create entry: required fields are marked', () => {
  it('marks Title, Folder, Template and an item’s Key and Value, seen and to assistive tech', async () => {
    const { user } = await openForm();
    await addItem(user);
    for (const control of [field.title(), field.folder(), item(1).key(), item(1).value()]) {
      expect(control).toHaveAttribute('aria-required', 'true');
      // Beside the label, in words.
      expect(control.parentElement).toHaveTextContent(/required/);
    }
    expect(field.template()).toHaveAttribute('aria-required', 'true');
    expect(within(field.template()).getByText('required')).toBeVisible();
    // The names stay the labels'.
    expect(field.title()).toHaveAccessibleName('Title');
    expect(field.template()).toHaveAccessibleName('Template');
    for (const optional of [field.description(), field.callback(), item(1).title()]) {
      expect(optional).not.toHaveAttribute('aria-required');
      expect(optional.parentElement).not.toHaveTextContent(/required/);
    }
  });
});

describe('Create entry: the template starts as last time', () => {
  it('starts with STORAGE, then with the template of the last create', async () => {
    const { user } = await openForm();
    expect(radio('STORAGE')).toBeChecked();
    await fillRequired(user, { template: 'PASS' });
    await user.click(field.submit());
    await findToast(await waitFor(() => lastCreatedId()));
    cleanup();

    await openForm();
    expect(radio('PASS')).toBeChecked();
  });

  it('lets a restored draft keep its own template', async () => {
    localStorage.setItem('registry-console:last-template', 'STORAGE');
    sessionStorage.setItem(
      'registry-console:create-draft',
      JSON.stringify(toStoredDraft({ ...emptyFormValues('f'), title: 'Mine', template: 'PASS' })),
    );
    await openForm();
    expect(radio('PASS')).toBeChecked();
  });

  it('starts with STORAGE when the browser refuses storage or holds something else', async () => {
    localStorage.setItem('registry-console:last-template', 'GOLD');
    await openForm();
    expect(radio('STORAGE')).toBeChecked();
    cleanup();

    const getItem = Storage.prototype.getItem;
    const refuse = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      if (key === 'registry-console:last-template') throw new DOMException('no', 'SecurityError');
      return getItem.call(this, key);
    });
    await openForm();
    expect(radio('STORAGE')).toBeChecked();
    refuse.mockRestore();
  });
});

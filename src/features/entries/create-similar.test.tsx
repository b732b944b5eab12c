import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../testing/render-app';
import { listWith } from '../../testing/list-with';

const ENTRY = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  title: 'Supplier invoice',
  type: 'STORAGE',
  status: 'ACTIVE',
  created_at: '2026-11-20T10:00:00Z',
  folder_id: 'finance',
  description: 'Paid in full',
  callback_url: 'https://hooks.example.com/done',
  data_encrypted: true,
  metadata: [
    { type: 'TEXT', key: 'iban', value: 'DE02 1203', title: 'Account' },
    { type: 'FILE', key: 'scan', file: 'https://files.example.com/scan.pdf' },
  ],
};

const DRAFT_KEY = 'registry-console:create-draft';
const storedDraft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

function shownItems() {
  return screen.getAllByRole('group', { name: /^Item \d+$/ }).map((group) => {
    const type = (within(group).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value;
    const key = (within(group).getByRole('textbox', { name: 'Key' }) as HTMLInputElement).value;
    const content = (
      (within(group).queryByRole('textbox', { name: 'Value' }) ??
        within(group).getByRole('textbox', { name: 'File' })) as HTMLInputElement
    ).value;
    const title = (within(group).getByRole('textbox', { name: 'Item title' }) as HTMLInputElement)
      .value;
    return `${type} ${key}=${content} [${title}]`;
  });
}

async function createSimilar(url = `/entries/${ENTRY.id}`) {
  const app = renderApp(url);
  const dialog = await screen.findByRole('dialog', { name: 'Entry details' }, { timeout: 5000 });
  await app.user.click(within(dialog).getByRole('button', { name: 'Create similar' }));
  return app;
}

function expectTheEntryInTheForm() {
  expect(value('Title')).toBe('Supplier invoice');
  expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveValue('finance');
  expect(screen.getByRole('radio', { name: /STORAGE/ })).toBeChecked();
  expect(value('Description')).toBe('Paid in full');
  expect(value('Callback URL')).toBe('https://hooks.example.com/done');
  expect(screen.getByRole('switch', { name: 'Encrypt data' })).toBeChecked();
  expect(shownItems()).toEqual([
    'TEXT iban=DE02 1203 [Account]',
    'FILE scan=https://files.example.com/scan.pdf []',
  ]);
}

describe('Create similar', () => {
  it('copies everything the entry carries into the form, and keeps it as the draft', async () => {
    listWith([ENTRY]);
    const { router } = await createSimilar();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(currentUrl(router)).toMatch(/^\/entries\/new\?/);
    expectTheEntryInTheForm();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(storedDraft()?.values.description).toBe('Paid in full'));
  });

  it('asks before replacing an unsent draft: Replace draft takes the entry, Undo brings the draft back', async () => {
    listWith([ENTRY]);
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, values: { title: 'My half-typed draft', folder_id: 'legal' } }),
    );
    const { user } = await createSimilar();
    const ask = await screen.findByRole('dialog', { name: 'Replace your draft?' });
    expect(ask).toHaveTextContent('My half-typed draft');
    // Until answered, the form holds the draft.
    expect(value('Title')).toBe('My half-typed draft');
    await user.click(within(ask).getByRole('button', { name: 'Replace draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expectTheEntryInTheForm();
    expect(storedDraft().values.title).toBe('Supplier invoice');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(value('Title')).toBe('My half-typed draft');
  });

  it('Keep draft keeps the draft, and the question is not asked again', async () => {
    listWith([ENTRY]);
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, values: { title: 'My half-typed draft', folder_id: 'legal' } }),
    );
    const { user, router } = await createSimilar();
    const ask = await screen.findByRole('dialog', { name: 'Replace your draft?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(value('Title')).toBe('My half-typed draft');
    expect(value('Description')).toBe('');
    expect(storedDraft().values.title).toBe('My half-typed draft');
    await waitFor(() => expect(router.location.state).not.toHaveProperty('similar'));
  });
});

/** The create form as the tests drive it: by role and label, with msw answering. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { CreateEntryBody } from '../api/schemas';
import type { AppConfig } from '../lib/config';
import { getDb, insertEntry, server } from '../mocks/node';
import { renderApp } from './render-app';
import { toastSaying, toasts } from './toasts';
import { readText } from '../lib/storage';

export const CREATE_URL = '*/api/v1/registry/create';

export type User = ReturnType<typeof renderApp>['user'];

export interface ItemInput {
  type?: 'TEXT' | 'FILE';
  key?: string;
  value?: string;
  file?: string;
  title?: string;
}

/** Every create request that reaches the (mock) server, cloned so the body can be read. */
export function recordCreates(): Request[] {
  const posts: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/registry/create')) {
      posts.push(request.clone());
    }
  });
  return posts;
}

export async function openForm(url = '/entries/new', config?: Partial<AppConfig>) {
  const app = renderApp(url, config ? { config } : {});
  await screen.findByRole('textbox', { name: 'Title' });
  return app;
}

export const field = {
  title: () => screen.getByRole('textbox', { name: 'Title' }),
  folder: () => screen.getByRole('combobox', { name: 'Folder' }),
  description: () => screen.getByRole('textbox', { name: 'Description' }),
  callback: () => screen.getByRole('textbox', { name: 'Callback URL' }),
  encrypt: () => screen.getByRole('switch', { name: 'Encrypt data' }),
  template: () => screen.getByRole('radiogroup', { name: 'Template' }),
  submit: () => screen.getByRole('button', { name: 'Create entry' }),
};

export function itemGroups() {
  return screen.queryAllByRole('group', { name: /^Item \d+$/ });
}

export function item(n: number) {
  const group = screen.getByRole('group', { name: `Item ${n}` });
  return {
    group,
    type: () => within(group).getByRole('combobox', { name: 'Type' }),
    key: () => within(group).getByRole('textbox', { name: 'Key' }),
    value: () => within(group).getByRole('textbox', { name: 'Value' }),
    file: () => within(group).getByRole('textbox', { name: 'File' }),
    title: () => within(group).getByRole('textbox', { name: 'Item title' }),
    button: (name: 'Move up' | 'Move down' | 'Duplicate' | 'Remove') =>
      within(group).getByRole('button', { name }),
  };
}

/** What each item shows, as "TYPE key=content [title]". */
export function shownItems(): string[] {
  return itemGroups().map((group) => {
    const type = (within(group).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value;
    const key = (within(group).getByRole('textbox', { name: 'Key' }) as HTMLInputElement).value;
    const content = (
      (within(group).queryByRole('textbox', { name: 'Value' }) ??
        within(group).getByRole('textbox', { name: 'File' })) as HTMLInputElement
    ).value;
    const title = (within(group).getByRole('textbox', { name: 'Item title' }) as HTMLInputElement)
      .value;
    return `${type} ${key}=${content}${title ? ` [${title}]` : ''}`;
  });
}

export async function fillRequired(
  user: User,
  { title = 'Quarterly report', folder = 'finance', template = 'STORAGE' } = {},
) {
  await user.type(field.title(), title);
  await user.type(field.folder(), folder);
  await user.click(screen.getByRole('radio', { name: template }));
}

export async function addItem(user: User, input: ItemInput = {}) {
  await user.click(screen.getByRole('button', { name: 'Add metadata item' }));
  const row = item(itemGroups().length);
  if (input.type) await user.selectOptions(row.type(), input.type);
  if (input.key) await user.type(row.key(), input.key);
  if (input.value) await user.type(row.value(), input.value);
  if (input.file) await user.type(row.file(), input.file);
  if (input.title) await user.type(row.title(), input.title);
}

export function errorSummary() {
  return screen
    .getAllByRole('alert')
    .find((alert) => within(alert).queryByText(/to fix before creating the entry/));
}

export { toasts };

/** The toast showing this entry ID; toasts of earlier tests may still be on screen. */
export async function findToast(id: string): Promise<HTMLElement> {
  await within(toasts()).findByText(id);
  return toastSaying(id)!;
}

export function lastCreatedId(): string {
  const created = getDb().created;
  if (created.length === 0) throw new Error('no entry was created');
  return created[created.length - 1]!.id;
}

export async function bodyOf(request: Request | undefined): Promise<unknown> {
  if (!request) throw new Error('no create request was made');
  return request.json();
}

export function insertFromBody(body: CreateEntryBody) {
  return insertEntry({
    title: body.title,
    folder_id: body.folder_id,
    template: body.template,
    description: body.description,
    callback_url: body.callback_url,
    data_encrypted: body.data_encrypted ?? false,
    metadata: body.metadata,
  });
}

/** Waits until the stored draft holds `text`: the debounced save after typing it has run. */
export async function draftSaved(text: string) {
  await waitFor(() => expect(readText('session', 'registry-console:create-draft')).toContain(text));
}

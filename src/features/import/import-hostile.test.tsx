/**
 * The import screen against a double click, a reader that crashes and rows built to be drawn
 * forever: one job, a fresh reader for the next file, and the first problems with "N more".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allEntries, server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { browserLike } from '../../testing/import-file';
import { servePreview, type PreviewRequest, type PreviewMessage } from './file/preview-engine';

beforeEach(() => browserLike());

const csv = (text: string, name = 'rows.csv') => new File([text], name, { type: 'text/csv' });

describe('Start import', () => {
  it('clicked twice makes one job: every row is sent once, and the button is off from the click', async () => {
    const titles: string[] = [];
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        titles.push(((await request.clone().json()) as { title: string }).title);
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import');
    const rows = Array.from({ length: 5 }, (_, i) => `Twice ${i + 1};imports;PASS`).join('\n');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv(`title;folder_id;template\n${rows}\n`),
    );
    const start = await screen.findByRole('button', { name: 'Start import' });
    await user.dblClick(start);
    expect(start).toBeDisabled();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm import' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create 5 entries' }));
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm import' })).not.toBeInTheDocument();
    expect(titles.sort()).toEqual(['Twice 1', 'Twice 2', 'Twice 3', 'Twice 4', 'Twice 5']);
    expect(allEntries().filter((e) => e.title.startsWith('Twice '))).toHaveLength(5);
  });
});

describe('a reader that crashes', () => {
  it('refuses that file, and the next file gets a fresh reader', async () => {
    let made = 0;
    /** A worker that dies on crash.csv and answers nothing after, as a stack overflow leaves it. */
    class CrashingWorker {
      onmessage: ((event: { data: PreviewMessage }) => void) | null = null;
      onerror: (() => void) | null = null;
      private dead = false;
      private handle = servePreview((data) => this.onmessage?.({ data }));
      constructor() {
        made += 1;
      }
      postMessage(request: PreviewRequest) {
        if (this.dead) return;
        if (request.type === 'read' && request.file.name === 'crash.csv') {
          this.dead = true;
          setTimeout(() => this.onerror?.(), 0);
          return;
        }
        this.handle(request);
      }
      terminate() {
        this.dead = true;
      }
    }
    vi.stubGlobal('Worker', CrashingWorker);
    const { user } = renderApp('/entries/import');
    const input = await screen.findByLabelText('Import file');
    await user.upload(input, csv('title\nx\n', 'crash.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'crash.csv was not imported. The file reader stopped unexpectedly',
    );
    await user.upload(input, csv('title;folder_id;template\nAfter;f;PASS\n', 'next.csv'));
    expect(await screen.findByText(/1 row ready/)).toBeInTheDocument();
    expect(made).toBe(2);
  });
});

describe('rows built to freeze the tab', () => {
  it('are drawn with their first problems, "N more", and long text clipped', async () => {
    const { user } = renderApp('/entries/import');
    const items = `"[${Array(999).fill('1').join(',')}]"`;
    const unknown = Array.from({ length: 30 }, (_, i) => `extra${i}`).join(',');
    const title = 'T'.repeat(10_000);
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv(`title,folder_id,template,metadata,${unknown}\n${title},f,PASS,${items}\n`),
    );
    const table = await screen.findByRole('table', { name: 'Import rows' });
    const row = await waitFor(() => within(table).getAllByRole('row')[1]!);
    expect(within(row).getByText('995 more problems')).toBeInTheDocument();
    expect(within(row).getByText('Metadata item 1: must be an object.')).toBeInTheDocument();
    expect(within(row).queryByText('Metadata item 6: must be an object.')).not.toBeVisible();
    expect(within(row).getByText(/^T{200}… \(10,000 characters in all\)$/)).toBeInTheDocument();
    // Columns the console does not know are offered as metadata items, each with its select.
    const match = screen.getByRole('table', { name: 'Match columns' });
    expect(within(match).getAllByRole('combobox')).toHaveLength(34);
    expect(within(match).getByLabelText('extra29')).toHaveDisplayValue('Metadata item');
  });
});

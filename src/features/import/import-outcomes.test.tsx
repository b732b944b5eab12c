/**
 * Ask, then say: `Confirm import` says how many entries in how many folders; a second import of
 * the same file sends nothing (its rows are already in their folders) unless `Include rows
 * already in their folder` is checked; a 500 with a message is "Failed: <message>" and
 * `Retry failed rows` sends it again with the same key; after a cancel the figures equal the
 * rows' badges; a semicolon CSV in UTF-16 and the downloaded template import as they are.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { allEntries, server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import {
  badges,
  browserLike,
  csv,
  figure,
  sentCreates,
  startImport,
} from '../../testing/import-file';
import { templateCsv } from './file/import-template';

beforeEach(() => browserLike());

const threeFolders =
  'title;folder_id;template\nA;north;PASS\nB;south;PASS\nC;east;STORAGE\nD;east;PASS\n;east;PASS\n';

describe('asking before sending', () => {
  it('Confirm import says how many entries in how many folders; Cancel sends nothing', async () => {
    const sent = sentCreates();
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv(threeFolders));
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm import' });
    expect(dialog).toHaveTextContent('Create 4 entries in 3 folders.');
    expect(dialog).toHaveTextContent('1 row with problems will be skipped.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm import' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(await startImport(user)).toContain('Create 4 entries in 3 folders.');
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(sent).toHaveLength(4);
  });

  it('the same file again sends nothing: its rows are Already in folder, unless included', async () => {
    const sent = sentCreates();
    const { user } = renderApp('/entries/import');
    const file = 'title,folder_id,template\nTwice A,again,PASS\nTwice B,again,STORAGE\n';
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await user.upload(await screen.findByLabelText('Import file'), csv(file));
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing to send: every ready row is already in its folder.',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm import' })).not.toBeInTheDocument();
    expect(badges('Already in folder')).toBe(2);
    expect(screen.getByText(/2 rows already in their folders/)).toBeInTheDocument();
    expect(sent).toHaveLength(2);

    await user.click(screen.getByLabelText('Include rows already in their folder'));
    expect(await startImport(user)).toContain(
      '2 rows already in their folders will be created again.',
    );
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(sent).toHaveLength(4);
    expect(allEntries().filter((e) => e.title.startsWith('Twice '))).toHaveLength(4);
  });

  it('one new row among rows already there: only it is sent, and the other is counted and shown as Already in folder', async () => {
    const sent = sentCreates();
    const { user } = renderApp('/entries/import');
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('title,folder_id,template\nOld,mixed,PASS\n'),
    );
    await startImport(user);
    await screen.findByText('Import finished.');
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('title,folder_id,template\nOld,mixed,PASS\nNew,mixed,PASS\n'),
    );
    expect(await startImport(user)).toContain('Create 1 entry in 1 folder.');
    await screen.findByText('Import finished.');
    expect(sent.map((s) => s.title)).toEqual(['Old', 'New']);
    expect(figure('Already in folder')).toBe(1);
    expect(badges('Already in folder')).toBe(1);
  });
});

describe('saying what happened', () => {
  it('a 500 with a message is Failed: <message>; Retry failed rows sends it again with its key', async () => {
    const keys: string[] = [];
    let refuse = true;
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        const { title } = (await request.clone().json()) as { title: string };
        if (title !== 'Flaky') return undefined;
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (refuse) {
          return HttpResponse.json({ message: 'Storage backend unavailable' }, { status: 500 });
        }
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import', { config: { requestTimeoutMs: 1000 } });
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv('title,folder_id,template\nSteady,retry,PASS\nFlaky,retry,PASS\n'),
    );
    await startImport(user);
    expect(await screen.findByText('Import finished.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Storage backend unavailable')).toBeInTheDocument();
    expect(screen.getByText('Storage backend unavailable').closest('td')).toHaveTextContent(
      'Failed: Storage backend unavailable',
    );
    expect(figure('Failed')).toBe(1);
    expect(figure('Created')).toBe(1);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry failed rows' }));
    await waitFor(() => expect(figure('Created')).toBe(2), { timeout: 8000 });
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(figure('Failed')).toBe(0);
    expect(screen.queryByRole('button', { name: 'Retry failed rows' })).not.toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(allEntries().filter((e) => e.title === 'Flaky')).toHaveLength(1);
  });

  it('after a cancel every figure equals the rows with that badge, and the bar is not full', async () => {
    server.use(
      http.post('*/api/v1/registry/create', async () => {
        await delay(120);
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import', { config: { importConcurrency: 1 } });
    const rows = Array.from({ length: 10 }, (_, i) =>
      i === 3 ? ';c;PASS' : `Cut ${i + 1};c;PASS`,
    );
    await user.upload(
      await screen.findByLabelText('Import file'),
      csv(`title;folder_id;template\n${rows.join('\n')}\n`),
    );
    await startImport(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('Import cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(badges('Not sent')).toBeGreaterThan(0));
    for (const [name, badge] of [
      ['Created', 'Created'],
      ['Not sent', 'Not sent'],
      ['Skipped', 'Skipped'],
      ['Unknown', 'Unknown'],
    ] as const) {
      expect(figure(name), name).toBe(badges(badge));
    }
    expect(figure('Created') + figure('Not sent') + figure('Skipped')).toBe(10);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(
      Number(bar.getAttribute('aria-valuemax')),
    );
  });
});

describe('files', () => {
  it('a semicolon CSV in UTF-16 with a BOM is read', async () => {
    const text = 'Title;Folder;Template\r\nZürich office;utf16;PASS\r\nKöln;utf16;STORAGE\r\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      bytes[2 + i * 2] = text.charCodeAt(i) & 0xff;
      bytes[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv([bytes], 'utf16.csv'));
    expect(await screen.findByText(/2 rows ready, 0 rows with problems/)).toBeInTheDocument();
    const rows = screen.getByRole('table', { name: 'Import rows' });
    expect(within(rows).getByText('Zürich office')).toBeInTheDocument();
    expect(screen.getByText(/Loaded:/)).toHaveTextContent(
      `Loaded: utf16.csv (${bytes.length} bytes)`,
    );
  });

  it('the template imports as it is', async () => {
    const sent = sentCreates();
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv(templateCsv(), 't.csv'));
    expect(await screen.findByText(/2 rows ready, 0 rows with problems/)).toBeInTheDocument();
    const match = screen.getByRole('table', { name: 'Match columns' });
    expect(
      within(match)
        .getAllByRole('combobox')
        .map((s) => (s as HTMLSelectElement).value),
    ).toEqual([
      'title',
      'folder_id',
      'template',
      'description',
      'callback_url',
      'data_encrypted',
      'metadata',
      'item',
    ]);
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('a file named .xlsx that is not a workbook is refused with what to do instead', async () => {
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), csv('PK', 'book.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /book\.xlsx was not imported\. This file is not an Excel workbook \(\.xlsx\), whatever its name says.*save it as CSV\./,
    );
  });
});

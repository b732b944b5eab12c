import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from '../../lib/demo';
import { allEntries, server } from '../../mocks/node';
import { renderApp } from '../../testing/render-app';
import { browserLike, startImport } from '../../testing/import-file';

let saved: Blob[];
beforeEach(() => {
  browserLike();
  saved = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:http://localhost/${saved.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot download: the click on the report's link is taken as saving it.
  document.addEventListener('click', preventDownload, true);
});
afterEach(() => {
  document.removeEventListener('click', preventDownload, true);
});
function preventDownload(event: MouseEvent) {
  if ((event.target as Element).closest?.('a[download]')) event.preventDefault();
}

const rowsCsv = (n: number) =>
  'title;folder_id;template\n' +
  Array.from({ length: n }, (_, i) =>
    i === 1 ? ';imports;PASS' : `Imported ${i + 1};imports;PASS`,
  ).join('\n');

async function preview(user: ReturnType<typeof renderApp>['user'], n: number) {
  await user.upload(
    await screen.findByLabelText('Import file'),
    new File([rowsCsv(n)], 'rows.csv'),
  );
  await screen.findByRole('table', { name: 'Import rows' });
}

const imported = () => allEntries().filter((e) => e.title.startsWith('Imported '));

describe('running an import', () => {
  it('creates every ready row once, shows progress and offers the report', async () => {
    const { user } = renderApp('/entries/import');
    await preview(user, 6);
    await startImport(user);
    expect(await screen.findByText('Import finished.')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(
      imported()
        .map((e) => e.title)
        .sort(),
    ).toEqual(['Imported 1', 'Imported 3', 'Imported 4', 'Imported 5', 'Imported 6']);
    await user.click(screen.getByRole('button', { name: 'Download report' }));
    const report = await saved[0]!.text();
    const lines = report
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe('3,,imports,skipped,,Title: Enter a title.');
    expect(lines[1]).toMatch(/^2,Imported 1,imports,created,[0-9a-f-]{36},$/);
  });

  it('Show these entries leads to the list showing exactly the created entries', async () => {
    const { user, router } = renderApp('/entries/import');
    await preview(user, 4);
    await startImport(user);
    await screen.findByText('Import finished.');
    await user.click(screen.getByRole('link', { name: 'Show these entries' }));
    const ids = imported().map((e) => e.id);
    expect(ids).toHaveLength(3);
    await waitFor(() => expect(router.location.pathname).toBe('/entries'));
    expect(new URLSearchParams(router.location.search).get('ids')?.split(',').sort()).toEqual(
      [...ids].sort(),
    );
    expect(
      await screen.findByText(/Showing only the 3 entries chosen by the link/),
    ).toBeInTheDocument();
  });

  it('pauses and resumes without sending a row twice', async () => {
    const titles: string[] = [];
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        const body = (await request.clone().json()) as { title: string };
        titles.push(body.title);
        await delay(150);
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import', { config: { importConcurrency: 1 } });
    await preview(user, 8);
    await startImport(user);
    await user.click(await screen.findByRole('button', { name: 'Pause import' }));
    expect(await screen.findByText('Paused.')).toBeInTheDocument();
    const sentWhilePaused = titles.length;
    expect(sentWhilePaused).toBeLessThan(7);
    await user.click(screen.getByRole('button', { name: 'Resume import' }));
    expect(await screen.findByText('Import finished.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    expect(imported()).toHaveLength(7);
  });

  it('cancels: the rows not sent are listed as not sent', async () => {
    server.use(
      http.post('*/api/v1/registry/create', async () => {
        await delay(150);
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/import', { config: { importConcurrency: 1 } });
    await preview(user, 8);
    await startImport(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('Import cancelled.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Import rows' });
    await waitFor(() => expect(within(table).getAllByText('Not sent').length).toBeGreaterThan(0));
    expect(imported().length).toBeLessThan(7);
  });
});

describe('a rejected token in the middle of an import', () => {
  it('pauses the import, and after signing in again it resumes where it stopped', async () => {
    let rejected = false;
    const titles: string[] = [];
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        const body = (await request.clone().json()) as { title: string };
        if (body.title === 'Imported 4' && !rejected) {
          rejected = true;
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        titles.push(body.title);
        return undefined;
      }),
    );
    const { user, router } = renderApp('/entries/import', { config: { importConcurrency: 1 } });
    await preview(user, 8);
    await startImport(user);
    // `Sign in again` opens over the import, which waits there.
    const again = await screen.findByRole('dialog', { name: 'Sign in again' });
    expect(router.location.pathname).toBe('/entries/import');
    await user.type(within(again).getByLabelText('Access token'), DEMO_TOKEN);
    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Import finished.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/entries/import');
    expect(titles.sort()).toEqual(
      imported()
        .map((e) => e.title)
        .sort(),
    );
    expect(imported()).toHaveLength(7);
  });
});

/**
 * `Download template` as CSV (the default) and as an Excel workbook, read back; the workbook
 * imports as it is.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../lib/csv';
import { captureDownloads } from '../../../testing/downloads';
import { browserLike, sentCreates, startImport } from '../../../testing/import-file';
import { readXlsx } from '../../../testing/read-xlsx';
import { renderApp } from '../../../testing/render-app';
import { templateCsv, templateXlsx } from './import-template';

const downloads = captureDownloads();

describe('Download template', () => {
  it('downloads the CSV, or the same columns and rows as a workbook that explains each column', async () => {
    const { user } = renderApp('/entries/import');
    const format = await screen.findByRole('combobox', { name: 'Template format' });
    expect(format).toHaveValue('csv');
    expect([...(format as HTMLSelectElement).options].map((o) => o.text)).toEqual(['CSV', 'XLSX']);
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['import-template.csv']);
    expect(await downloads[0]!.blob.text()).toBe(templateCsv().slice(1));

    await user.selectOptions(format, 'XLSX');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await expect.poll(() => downloads.length).toBe(2);
    expect(downloads[1]!.fileName).toBe('import-template.xlsx');
    const [entries, columns, ...others] = readXlsx(await downloads[1]!.blob.arrayBuffer());
    expect(others).toEqual([]);
    expect(entries!.name).toBe('Entries');
    // The same cells as the CSV template (an empty cell is no cell), every one a text.
    expect(`\uFEFF${entries!.rows.map((row) => csvLine(row)).join('')}`).toBe(templateCsv());
    expect(entries!.rows.flat().every((cell) => cell === null || typeof cell === 'string')).toBe(
      true,
    );
    expect(columns!.name).toBe('Columns');
    expect(columns!.rows[0]).toEqual(['Column', 'What it holds']);
    expect(columns!.rows.slice(1, entries!.rows[0]!.length + 1).map((row) => row[0])).toEqual(
      entries!.rows[0],
    );
    for (const row of columns!.rows.slice(1, entries!.rows[0]!.length + 1)) {
      expect(row[1]).toMatch(/\w{3,}/);
    }
  });

  it('the workbook imports as it is: its first sheet read, its columns matched', async () => {
    // Written before the import's worker stand-in is put in place, by the writer in the page.
    const workbook = new File([await templateXlsx()], 'import-template.xlsx');
    browserLike();
    const sent = sentCreates();
    const { user } = renderApp('/entries/import');
    await user.upload(await screen.findByLabelText('Import file'), workbook);
    expect(await screen.findByText(/2 rows ready, 0 rows with problems/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sheet' })).toHaveValue('Entries');
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
});

/** `Download template` as CSV (the default) and as an Excel workbook, read back. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { csvLine } from '../../../lib/csv';
import { captureDownloads } from '../../../testing/downloads';
import { readXlsx } from '../../../testing/read-xlsx';
import { renderApp } from '../../../testing/render-app';
import { templateCsv } from './import-template';

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
});

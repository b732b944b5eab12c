/**
 * Presets: Save as preset keeps the folder, template and metadata items under a name; Preset
 * fills a form from one (its title kept), with Undo; Delete preset forgets it. Kept in the
 * storage the tabs share, so a form opened later (another tab, after a sign-out) offers it, and
 * whatever that storage holds cannot break the form.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../lib/config';
import {
  addItem,
  field,
  fillRequired,
  item,
  itemGroups,
  openForm,
} from '../../testing/create-form';
import { presetNames, readPreset } from './preset-store';

/** Every kept preset the form can read, by name. */
const readPresets = (store: 'local', types: typeof defaultConfig.metadataTypes) =>
  presetNames(store).flatMap((name) => readPreset(store, types, name)?.preset ?? []);

const presetSelect = () => screen.getByRole('combobox', { name: 'Preset' });
const said = () => screen.getByText(/preset/i, { selector: '[role="status"]' });

async function saveAs(user: Awaited<ReturnType<typeof openForm>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Save as preset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save as preset', hidden: true });
  const input = within(dialog).getByLabelText('Preset name');
  await user.clear(input);
  await user.type(input, name);
  await user.click(within(dialog).getByRole('button', { name: 'Save preset', hidden: true }));
}

describe('presets', () => {
  it('keeps the folder, template and items under a name, and fills a later form from it, with Undo', async () => {
    const first = await openForm();
    await fillRequired(first.user, {
      title: 'Monthly payroll',
      folder: 'finance',
      template: 'PASS',
    });
    await addItem(first.user, { key: 'cost-centre', value: 'CC-7' });
    await addItem(first.user, {
      type: 'FILE',
      key: 'sheet',
      file: 'files/payroll.xlsx',
      title: 'Sheet',
    });
    await saveAs(first.user, 'Payroll');
    expect(said()).toHaveTextContent('Saved as the preset Payroll.');
    // What is kept: never the title.
    const [kept] = readPresets('local', defaultConfig.metadataTypes);
    expect(kept).toMatchObject({ name: 'Payroll', folder_id: 'finance', template: 'PASS' });
    expect(JSON.stringify(kept)).not.toContain('Monthly payroll');
    // The next form starts afresh, as on another day.
    await first.user.click(screen.getByRole('button', { name: 'Discard draft' }));
    first.unmount();

    const { user } = await openForm('/entries/new?folder_id=legal');
    await user.type(field.title(), 'December payroll');
    await user.selectOptions(presetSelect(), 'Payroll');
    expect(field.folder()).toHaveValue('finance');
    expect(screen.getByRole('radio', { name: 'PASS' })).toBeChecked();
    expect(field.title()).toHaveValue('December payroll');
    expect(itemGroups()).toHaveLength(2);
    expect(item(1).key()).toHaveValue('cost-centre');
    expect(item(2).file()).toHaveValue('files/payroll.xlsx');
    expect(said()).toHaveTextContent('Filled from the preset Payroll.');

    await user.click(within(said()).getByRole('button', { name: 'Undo' }));
    expect(field.folder()).toHaveValue('legal');
    expect(itemGroups()).toHaveLength(0);
    expect(field.title()).toHaveValue('December payroll');
  });

  it('Delete preset forgets it; a name taken is replaced', async () => {
    const { user } = await openForm();
    await fillRequired(user, { folder: 'finance' });
    await saveAs(user, 'Daily');
    await user.clear(field.folder());
    await user.type(field.folder(), 'legal');
    await saveAs(user, 'Daily');
    expect(readPresets('local', defaultConfig.metadataTypes)).toMatchObject([
      { name: 'Daily', folder_id: 'legal' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete preset' }));
    expect(said()).toHaveTextContent('Deleted the preset Daily.');
    // No preset left: no picker, so Title is the form's first stop again.
    expect(screen.queryByRole('combobox', { name: 'Preset' })).toBeNull();
    expect(readPresets('local', defaultConfig.metadataTypes)).toEqual([]);
  });

  it('reads tampered storage without breaking the form: what is not a preset is left out, a field of the wrong kind left empty', async () => {
    localStorage.setItem(
      'registry-console:presets',
      JSON.stringify([
        { name: 'Good', folder_id: 'finance', template: 'STORAGE', metadata: [] },
        { name: '', folder_id: 'x' },
        { name: 'Odd', folder_id: 42, template: 'PASS', metadata: 'no' },
        'nonsense',
      ]),
    );
    // A field that is not what the form holds is left empty, as a draft's would be.
    expect(readPresets('local', defaultConfig.metadataTypes)).toMatchObject([
      { name: 'Good', folder_id: 'finance', template: 'STORAGE' },
      { name: 'Odd', folder_id: '', template: 'PASS', metadata: [] },
    ]);
    const { user } = await openForm();
    expect(
      within(presetSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a preset…', 'Good', 'Odd']);
    await user.selectOptions(presetSelect(), 'Good');
    expect(field.folder()).toHaveValue('finance');
  });

  it('reads a preset holding more items than a form does as its first 1,000, and says how many it had', () => {
    const items = Array.from({ length: 1_500 }, (_, n) => ({
      type: 'STRING',
      key: `k${n}`,
      value: 'v',
    }));
    localStorage.setItem(
      'registry-console:presets',
      JSON.stringify([{ name: 'huge', folder_id: 'bulk', template: 'STORAGE', metadata: items }]),
    );
    const read = readPreset('local', defaultConfig.metadataTypes, 'huge');
    expect(read?.cutFrom).toBe(1_500);
    expect(read?.preset.metadata).toHaveLength(1_000);
    expect(read?.preset.folder_id).toBe('bulk');
  });

  it('keeps a new preset when a hundred are kept: the oldest goes', async () => {
    const old = Array.from({ length: 100 }, (_, n) => ({
      name: `Old ${String(n).padStart(3, '0')}`,
      folder_id: 'f',
      template: 'PASS',
      metadata: [],
    }));
    localStorage.setItem('registry-console:presets', JSON.stringify(old));
    const { user } = await openForm();
    await fillRequired(user, { title: 'Anything', folder: 'zeta', template: 'PASS' });
    await saveAs(user, 'Zeta newest');
    expect(said()).toHaveTextContent('Saved as the preset Zeta newest.');
    const names = readPresets('local', defaultConfig.metadataTypes).map((p) => p.name);
    expect(names).toContain('Zeta newest');
    expect(names).not.toContain('Old 000');
    expect(names).toHaveLength(100);
  }, 30_000);
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS, makeEntryFieldsSchema } from '../../api/entry-fields';
import { defaultConfig } from '../../lib/config';
import { DraftNotice } from './draft-notice';
import { createDraftStatus } from './draft-status';
import { testApi } from '../../testing/api';
import { saveDraft } from './draft';
import {
  type MetadataItemValues,
  emptyFormValues,
} from '../../components/entry-fields/entry-field-map';
import { PasteItems } from '../../components/entry-fields/paste-dialog';
import { parsePasteWithin } from '../../components/entry-fields/paste-parser';
import { openForm } from './use-draft-controls';

const item = (i: number): MetadataItemValues => ({
  type: 'TEXT',
  key: `k${i}`,
  value: `v${i}`,
  file: '',
  title: '',
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i));
const lines = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=v${i}`).join('\n');

describe('one item limit', () => {
  it('is 1,000, and the form refuses one more with the numbers', () => {
    expect(LIMITS.items).toBe(1000);
    const schema = makeEntryFieldsSchema(defaultConfig.metadataTypes);
    const values = { ...emptyFormValues('f'), title: 't', template: 'PASS' };
    expect(schema.safeParse({ ...values, metadata: items(1000) }).success).toBe(true);
    const over = schema.safeParse({ ...values, metadata: items(1001) });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['metadata', 'Keep it to 1,000 metadata items or fewer; this entry has 1,001.'],
    ]);
  });

  it('refuses a paste of 100,000 lines with the number, and adds none', () => {
    const result = parsePasteWithin(lines(100_000), 1000);
    expect(result).toEqual({ items: [], errors: [], tooMany: 100_000 });
    expect(parsePasteWithin(lines(3), 3).items).toHaveLength(3);
    expect(parsePasteWithin(lines(4), 3).tooMany).toBe(4);
    expect(parsePasteWithin(JSON.stringify({ a: 1, b: 2 }), 1).tooMany).toBe(2);
  });

  it('says so in the paste dialog, counting the items the form already has', () => {
    const onAdd = vi.fn();
    render(<PasteItems current={3} onAdd={onAdd} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Items to paste'), {
      target: { value: lines(100_000) },
    });
    expect(dialog).toHaveTextContent(
      'This is 100,000 metadata items; the form holds at most 1,000 metadata items, and 997 more fit.',
    );
    expect(within(dialog).getByRole('button', { name: 'Add items', hidden: true })).toBeDisabled();
  });

  it('restores a draft of 6,000 items as 1,000 and says how many it had', () => {
    const { session } = testApi();
    const draft = createDraftStatus(session.store);
    saveDraft(draft, { ...emptyFormValues('f'), title: 'Big', metadata: items(6000) });
    const opened = openForm(draft, defaultConfig.metadataTypes, '', session.shared);
    expect(opened.values.metadata).toHaveLength(1000);
    expect(opened.droppedItems).toBe(5000);
    render(
      <DraftNotice
        draft={{
          restored: true,
          draftFolder: 'f',
          otherFolder: null,
          droppedItems: opened.droppedItems,
          discarded: false,
          switchFolder: () => undefined,
          discard: () => undefined,
          undo: () => undefined,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'It had 6,000 metadata items; the form holds at most 1,000 metadata items, so only the first 1,000 were restored.',
    );
  });
});

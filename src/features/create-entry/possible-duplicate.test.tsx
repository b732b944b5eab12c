/**
 * The possible-duplicate note under Title: shown while Title and Folder match an entry already
 * in that folder (trimmed, any case, spaces collapsed), with a link to it; not for the same title
 * in another folder; never in the way of creating.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insertEntry } from '../../mocks/node';
import { currentUrl } from '../../testing/render-app';
import { field, fillRequired, openForm, recordCreates } from '../../testing/create-form';
import { duplicateOf, sameTitle } from './possible-duplicate';

const NOTE = /An entry with this title is already in/;

describe('the possible-duplicate note', () => {
  it('says an entry with the title is in the folder, whatever the case and spaces, and links to it', async () => {
    const older = insertEntry({
      title: 'Quarterly  Report',
      folder_id: 'finance',
      template: 'PASS',
      metadata: [],
    });
    const { user } = await openForm();
    await fillRequired(user, { title: '  quarterly report ', folder: 'finance' });
    const note = await screen.findByText(NOTE);
    expect(note).toHaveTextContent(
      'An entry with this title is already in Finance: Quarterly Report',
    );
    expect(within(note).getByRole('link', { name: 'Quarterly Report' })).toHaveAttribute(
      'href',
      `/entries/${older.id}?folder_id=finance`,
    );
  });

  it('says nothing for the same title in another folder, and goes when the title changes', async () => {
    insertEntry({ title: 'Legal memo', folder_id: 'legal', template: 'PASS', metadata: [] });
    const { user } = await openForm();
    await fillRequired(user, { title: 'Legal memo', folder: 'finance' });
    await user.clear(field.folder());
    await user.type(field.folder(), 'legal');
    await screen.findByText(NOTE);
    await user.type(field.title(), ' 2');
    await waitFor(() => expect(screen.queryByText(NOTE)).toBeNull());
    await user.clear(field.folder());
    await user.type(field.folder(), 'finance');
    await user.clear(field.title());
    await user.type(field.title(), 'Legal memo');
    // Long enough for the note to come if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('never blocks creating: the entry is made with the note on screen', async () => {
    insertEntry({ title: 'Weekly report', folder_id: 'finance', template: 'PASS', metadata: [] });
    const creates = recordCreates();
    const { user, router } = await openForm();
    await fillRequired(user, { title: 'Weekly report', folder: 'finance' });
    await screen.findByText(NOTE);
    await user.click(field.submit());
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    // The list the person lands on has loaded before the test ends.
    await screen.findByRole('table', { name: 'Entries' });
    expect(creates).toHaveLength(1);
  });
});

describe('what counts as the same title', () => {
  it('is trimmed, in any case, with runs of spaces as one; in the folder by each item’s own folder', () => {
    expect(sameTitle('  Q3\t report ')).toBe(sameTitle('q3 REPORT'));
    expect(sameTitle('Q3 report')).not.toBe(sameTitle('Q3 reports'));
    const item = (id: string, title: string, folder_id?: string) => ({
      id,
      title,
      type: 'PASS',
      status: 'ACTIVE',
      created_at: '2026-01-01T00:00:00Z',
      ...(folder_id ? { folder_id } : {}),
    });
    // A server that ignores the folder filter lists another folder's entry: not a duplicate.
    expect(duplicateOf([item('a', 'Memo', 'legal')], 'finance', 'memo')).toBeNull();
    expect(duplicateOf([item('b', 'Memo')], 'finance', 'memo')?.id).toBe('b');
    expect(duplicateOf([item('c', 'Memo', 'finance')], 'finance', '   ')).toBeNull();
  });
});

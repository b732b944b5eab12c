import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import {
  CREATE_URL,
  errorSummary,
  field,
  fillRequired,
  findToast,
  openForm,
  recordCreates,
} from '../../testing/create-form';

describe('Create entry: hidden characters', () => {
  it('names a right-to-left override in the title beside the field and in the summary, and sends nothing', async () => {
    const posts = recordCreates();
    const { user } = await openForm();
    await user.type(field.title(), 'invoice\u202Efdp.exe');
    await user.type(field.folder(), 'finance');
    await user.click(screen.getByRole('radio', { name: 'STORAGE' }));
    await user.click(field.submit());

    const message = 'Title contains a right-to-left override (U+202E); remove it.';
    await waitFor(() => expect(field.title()).toHaveAttribute('aria-invalid', 'true'));
    expect(field.title()).toHaveAccessibleDescription(message);
    expect(errorSummary()).toHaveTextContent(`Title: ${message}`);
    expect(posts).toHaveLength(0);
  });

  it('isolates and cuts the title the server answers with in the new entry’s toast', async () => {
    const title = `invoice\u202Efdp.exe ${'x'.repeat(5000)}`;
    server.use(
      http.post(CREATE_URL, () =>
        HttpResponse.json(
          { message: 'Created', data: { id: 'new-1', title, created_at: '2026-11-20T10:00:00Z' } },
          { status: 201 },
        ),
      ),
    );
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(field.submit());
    const toast = await findToast('new-1');
    expect(toast.querySelector('p')!.firstChild!.textContent).toBe(
      `Entry "\u2068invoicefdp.exe ${'x'.repeat(284)}…\u2069" created.`,
    );
  });
});

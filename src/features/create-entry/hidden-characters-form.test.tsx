import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorSummary, field, openForm, recordCreates } from './create-form.test.helpers';

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
});

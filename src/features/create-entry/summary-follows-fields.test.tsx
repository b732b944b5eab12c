import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorSummary, field, item, openForm } from '../../testing/create-form';

const heading = () => within(errorSummary()!).getByRole('heading');

describe('Create entry: the error summary follows the fields', () => {
  it('drops a line as its field is fixed, and the whole box once nothing is left', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'STORAGE' }));
    await user.click(field.submit());
    await waitFor(() => expect(heading()).toHaveTextContent('2 problems to fix'));

    await user.type(field.title(), 'Quarterly report');
    await waitFor(() => expect(heading()).toHaveTextContent('1 problem to fix'));
    expect(errorSummary()).not.toHaveTextContent('Title');
    expect(errorSummary()).toHaveTextContent('Folder: Enter a folder.');

    await user.type(field.folder(), 'finance');
    await waitFor(() => expect(errorSummary()).toBeUndefined());
    expect(screen.queryByText(/problems? to fix/)).not.toBeInTheDocument();
  });

  it('shows no error on an item added after a failed attempt until it is left or sent', async () => {
    const { user } = await openForm();
    await user.click(field.submit());
    await waitFor(() => expect(errorSummary()).toBeDefined());
    const before = heading().textContent;

    await user.click(screen.getByRole('button', { name: 'Add metadata item' }));
    await waitFor(() => expect(item(1).key()).toHaveFocus());
    expect(item(1).key()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a key.')).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent(before!);

    // Leaving the item empty judges it.
    await user.click(field.description());
    await waitFor(() => expect(item(1).key()).toHaveAttribute('aria-invalid', 'true'));
    expect(item(1).key()).toHaveAccessibleDescription('Enter a key.');
    await waitFor(() => expect(errorSummary()).toHaveTextContent('Item 1 Key: Enter a key.'));

    // A second new item waits for the next attempt.
    await user.click(screen.getByRole('button', { name: 'Add metadata item' }));
    await waitFor(() => expect(item(2).key()).toHaveFocus());
    expect(item(2).key()).not.toHaveAttribute('aria-invalid');
    await user.click(field.submit());
    await waitFor(() => expect(item(2).key()).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(errorSummary()).toHaveTextContent('Item 2 Key: Enter a key.'));
  });
});

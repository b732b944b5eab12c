import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openForm } from '../../testing/create-form';

const preview = () => screen.getByRole('complementary', { name: 'Request preview' });
const body = () => within(preview()).queryByRole('region', { name: 'Request body' });

describe('Preview request', () => {
  it('is closed by default, even on a wide screen, and hides the headers when opened', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    const { user } = await openForm();
    expect(body()).not.toBeInTheDocument();
    expect(preview()).not.toHaveTextContent('Authorization');

    await user.click(within(preview()).getByText('Preview request'));
    expect(await within(preview()).findByRole('region', { name: 'Request body' })).toBeVisible();
    const headers = within(preview()).getByText(/^Authorization: Bearer/);
    expect(headers).not.toBeVisible();
    await user.click(within(preview()).getByText('Headers'));
    expect(headers).toBeVisible();
    expect(within(preview()).getByText(/^Idempotency-Key: /)).toBeVisible();
  });

  it('opens as the person last left it', async () => {
    const first = await openForm();
    await first.user.click(within(preview()).getByText('Preview request'));
    await within(preview()).findByRole('region', { name: 'Request body' });
    cleanup();

    const second = await openForm();
    expect(await within(preview()).findByRole('region', { name: 'Request body' })).toBeVisible();
    // Opening the headers inside does not count as closing the preview.
    await second.user.click(within(preview()).getByText('Headers'));
    await second.user.click(within(preview()).getByText('Preview request'));
    expect(body()).not.toBeInTheDocument();
    cleanup();

    await openForm();
    expect(body()).not.toBeInTheDocument();
  });

  it('starts closed when storage refuses, and the form still works', async () => {
    // Only this panel's key is refused: the rest of the console keeps its storage.
    const refuse = <A extends unknown[], R>(real: (this: Storage, ...args: A) => R) =>
      function (this: Storage, ...args: A): R {
        if (String(args[0]).includes('preview')) throw new DOMException('Denied', 'SecurityError');
        return real.apply(this, args);
      };
    const { getItem, setItem } = Storage.prototype;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse(getItem));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse(setItem));
    const { user } = await openForm();
    expect(body()).not.toBeInTheDocument();
    await user.click(within(preview()).getByText('Preview request'));
    expect(await within(preview()).findByRole('region', { name: 'Request body' })).toBeVisible();
  });
});

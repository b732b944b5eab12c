import { screen, within } from '@testing-library/react';

/** The Notifications region, where toasts appear. */
export function toasts(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The toast whose text has `text` in it: one item of the region's live list, or null. */
export function toastSaying(text: string | RegExp): HTMLElement | null {
  // The first status is the list; a toast's copy button has one of its own inside.
  const list = within(toasts()).getAllByRole('status')[0]!;
  const items = [...list.children] as HTMLElement[];
  const says = (item: HTMLElement) =>
    typeof text === 'string'
      ? (item.textContent ?? '').includes(text)
      : text.test(item.textContent ?? '');
  return items.find(says) ?? null;
}

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

const url = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.location.pathname}${router.location.search}`;

/** Created's one button, by what it says (ranges are written with thin spaces around the dash). */
async function datesButton() {
  const button = await screen.findByRole('button', { name: /^Date created:/ });
  return { button, says: () => button.textContent!.replace(/\s+/g, ' ').replace('▾', '').trim() };
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('Created, the date range', () => {
  it('says the range in force in the page’s language', async () => {
    document.documentElement.lang = 'en';
    renderApp('/entries?from=2026-01-01&to=2026-03-31');
    const { says } = await datesButton();
    expect(says()).toBe('Date created: Jan 1 – Mar 31, 2026');
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-03-31');
  });

  it('says a range open at one end, and “any” when none is set', async () => {
    document.documentElement.lang = 'en';
    const { user, router } = renderApp('/entries?from=2026-01-01');
    const { button, says } = await datesButton();
    expect(says()).toBe('Date created: from Jan 1, 2026');

    await user.click(button);
    await user.clear(screen.getByLabelText('Created from'));
    await user.type(screen.getByLabelText('Created to'), '2026-03-31{Enter}');
    await waitFor(() => expect(says()).toBe('Date created: up to Mar 31, 2026'));
    expect(url(router)).toBe('/entries?to=2026-03-31');

    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(says()).toBe('Date created: any'));
    expect(url(router)).toBe('/entries');
    // Nothing left to clear; the fields stay ready for new dates.
    expect(screen.getByRole('button', { name: 'Clear dates' })).toBeDisabled();
    expect(screen.getByLabelText('Created from')).toHaveFocus();
  });

  it('applies a day on Enter or on leaving the field, not while it is typed', async () => {
    document.documentElement.lang = 'en';
    const { user, router } = renderApp('/entries');
    const { button, says } = await datesButton();
    await user.click(button);
    await user.type(screen.getByLabelText('Created from'), '2026-01-05');
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-01-05');
    expect(url(router)).toBe('/entries');

    await user.tab();
    await waitFor(() => expect(url(router)).toBe('/entries?from=2026-01-05'));
    expect(says()).toBe('Date created: from Jan 5, 2026');
    await user.type(screen.getByLabelText('Created to'), '2026-01-09');
    expect(url(router)).toBe('/entries?from=2026-01-05');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(url(router)).toBe('/entries?from=2026-01-05&to=2026-01-09'));
  });

  it('writes the days in the language the page declares', async () => {
    document.documentElement.lang = 'fr';
    renderApp('/entries?from=2026-01-01&to=2026-03-31');
    const { says } = await datesButton();
    expect(says()).toBe('Date created: 1 janv. – 31 mars 2026');
  });

  it('is described by the message when the range ends before it starts', async () => {
    document.documentElement.lang = 'en';
    renderApp('/entries?from=2026-03-02&to=2026-03-01');
    const { button, says } = await datesButton();
    expect(says()).toBe('Date created: Mar 2, 2026 – Mar 1, 2026');
    expect(button).toHaveAccessibleDescription(/^Created from is after Created to/);
  });
});

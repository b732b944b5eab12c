import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { currentUrl, renderApp } from '../../testing/render-app';

describe('Folders by label', () => {
  it('the Folder filter reaches a named folder by its label in any letter case', async () => {
    const { user, router } = renderApp('/entries');
    const filter = await screen.findByRole('combobox', { name: 'Folder' });
    await user.type(filter, 'FINANCE{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
    // Chosen, it shows by its label; the URL keeps its id.
    await waitFor(() => expect(filter).toHaveValue('Finance'));
    await user.clear(filter);
    await user.type(filter, 'Human Resources');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=human-resources'));
  });

  it('the Folder filter lists known folders, applies a pick, and holds back text that names none', async () => {
    const { user, router } = renderApp('/entries');
    const filter = await screen.findByRole('combobox', { name: 'Folder' });
    await user.type(filter, 'hu');
    // Past the pause: not applied, and the closest known folder is named.
    await new Promise((settle) => setTimeout(settle, 500));
    expect(currentUrl(router)).toBe('/entries');
    expect(filter).toHaveAccessibleDescription(/^Did you mean Human resources\?/);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(filter).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Human resourceshuman-resources']);
    await user.keyboard('{Escape}');
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(filter).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=human-resources'));
    expect(filter).toHaveValue('Human resources');
    expect(filter).toHaveAttribute('aria-expanded', 'false');

    // Text that names no known folder is shown as typed on Enter.
    await user.clear(filter);
    await user.type(filter, 'archive-2019{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=archive-2019'));
  });

  it("the form's Folder field sends the folder's id when its label is typed", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/registry/create', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = renderApp('/entries/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Quarterly report');
    const folder = screen.getByRole('combobox', { name: 'Folder' });
    await user.type(folder, 'Finance');
    await user.click(screen.getByRole('radio', { name: /PASS/ }));
    // Leaving the field shows the folder as it is filed.
    expect(folder).toHaveValue('finance');
    await user.click(screen.getByRole('button', { name: 'Create entry' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ folder_id: 'finance', title: 'Quarterly report' });
  });

  it('an empty folder suggests a named folder whose label or id is close', async () => {
    const { user, router } = renderApp('/entries?folder_id=finanse');
    expect(await screen.findByRole('heading', { name: 'No entries in this folder' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Finance (finance)' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/entries?folder_id=finance'));
  });
});

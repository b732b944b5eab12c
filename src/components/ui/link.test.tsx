import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search} {useNavigationType()} {JSON.stringify(state ?? null)}
    </p>
  );
}

function renderAt(path: string, link: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('is a real link with the address, and a plain click moves within the app', () => {
    renderAt(
      '/entries',
      <Link to="/entries/import" title="Import a file of entries">
        Import entries
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Import entries' });
    expect(link).toHaveAttribute('href', '/entries/import');
    expect(link).toHaveAttribute('title', 'Import a file of entries');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(where()).toBe('/entries/import PUSH null');
  });

  it('carries state and replace when asked', () => {
    renderAt(
      '/a',
      <Link to="/b?x=1" replace state={{ from: 'a' }}>
        B
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(where()).toBe('/b?x=1 REPLACE {"from":"a"}');
  });

  it('replaces the history entry when it points where the person already is', () => {
    renderAt('/entries', <Link to="/entries">Entries</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Entries' }));
    expect(where()).toBe('/entries REPLACE null');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_name, init) => {
    renderAt('/entries', <Link to="/entries/new">Create entry</Link>);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Create entry' }), init);
    expect(click).toBe(true);
    expect(where()).toBe('/entries POP null');
  });

  it('leaves a link with another target to the browser', () => {
    renderAt(
      '/entries',
      <Link to="/entries/new" target="_blank">
        Create entry
      </Link>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Create entry' }))).toBe(true);
    expect(where()).toBe('/entries POP null');
  });

  it('runs its own onClick first, which may keep the link from moving', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/entries',
      <Link to="/entries/new" onClick={onClick}>
        Create entry
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Create entry' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/entries POP null');
  });

  it('puts the basename in the address when the console is served under a path', () => {
    renderAt('/console/entries', <Link to="/entries/new">Create entry</Link>, '/console');
    const link = screen.getByRole('link', { name: 'Create entry' });
    expect(link).toHaveAttribute('href', '/console/entries/new');
    fireEvent.click(link);
    expect(where()).toBe('/entries/new PUSH null');
  });
});

import type { Location, NavigateFunction } from 'react-router-dom';
import { turnPage } from '../../components/ui/page-turn';
import { createEntryHref, paths } from '../../lib/paths';

/** The keys, for the help dialog; the handler below is the one place that acts on them. */
export const SHORTCUTS = [
  { key: '/', does: 'Focus the search (or the Folder filter where there is none)' },
  { key: 'Ctrl+K / ⌘K', does: 'Focus the search' },
  { key: 'c', does: 'Create an entry (in the folder shown)' },
  { key: '?', does: 'Show these shortcuts' },
  {
    key: 'j k',
    does: 'In a table: the next or previous row (or ↓ ↑; Home, End); past the ends, the next or previous page',
  },
  { key: 'x', does: 'In the list: tick or untick the focused entry' },
  { key: 'Enter', does: 'In a table: open the focused entry' },
  { key: '[ ]', does: 'On the list: the previous or next page' },
] as const;

/** Typing in a field, or a key meant for something else: not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    )
  );
}

/** A shortcut that would leave a screen with work on it, held until the person answers. */
export interface LeaveQuestion {
  /** What leaving throws away, in words: "the loaded file and its checked rows". */
  what: string;
  leave: () => void;
}

export interface ShortcutContext {
  navigate: NavigateFunction;
  location: Location;
  onHelp: () => void;
  /** Asks before leaving a screen whose work leaving would throw away. */
  onAsk: (question: LeaveQuestion) => void;
  /** What leaving the screen now would throw away, or null. */
  unsavedWork: () => string | null;
}

/** The search field where the screen has one (the entries list), else the Folder filter. */
function focusFind(event: KeyboardEvent, folderToo: boolean): void {
  const search = document.getElementById('search-entries');
  const field = search ?? (folderToo ? document.getElementById('folder-filter') : null);
  if (!(field instanceof HTMLInputElement)) return;
  event.preventDefault();
  field.focus();
  field.select();
}

/** Listens for `/`, `Ctrl+K` / `⌘K`, `c`, `?`, `[` and `]` until the returned function is called. */
export function listen(context: () => ShortcutContext): () => void {
  function onKeyDown(event: KeyboardEvent) {
    // Ctrl+K / ⌘K works from inside a field too, as in most apps; never over a dialog.
    const commandK =
      (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
    if (commandK && !event.defaultPrevented && !document.querySelector('dialog[open]')) {
      focusFind(event, false);
      return;
    }
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.isComposing || isTyping(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const { navigate, location, onHelp, onAsk, unsavedWork } = context();
    if (event.key === '/') {
      focusFind(event, true);
    } else if (event.key === 'c' || event.key === 'C') {
      if (event.shiftKey || location.pathname === paths.createEntry) return;
      event.preventDefault();
      // Like the list's Create entry: the folder on screen is the likely one.
      const folder =
        location.pathname === paths.entries
          ? (new URLSearchParams(location.search).get('folder_id') ?? undefined)
          : undefined;
      const go = () => navigate(createEntryHref({ folder }));
      const what = unsavedWork();
      if (what) onAsk({ what, leave: go });
      else go();
    } else if (event.key === '?') {
      event.preventDefault();
      onHelp();
    } else if ((event.key === '[' || event.key === ']') && location.pathname === paths.entries) {
      if (turnPage(event.key === ']')) event.preventDefault();
    }
  }
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

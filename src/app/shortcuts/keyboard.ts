import type { Location, NavigateFunction } from 'react-router-dom';
import { createEntryHref, paths } from '../../lib/paths';
import { unsavedWork } from '../../lib/unsaved-work';
import type { LeaveQuestion } from './leave-dialog';

/** The keys, for the help dialog; the handler below is the one place that acts on them. */
export const SHORTCUTS = [
  { key: '/', does: 'Focus the Folder filter' },
  { key: 'c', does: 'Create an entry (in the folder shown)' },
  { key: '?', does: 'Show these shortcuts' },
  { key: 'j k', does: 'In a table: the next or previous row (or ↓ ↑; Home, End)' },
  { key: 'Enter', does: 'In a table: open the focused entry' },
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

export interface ShortcutContext {
  navigate: NavigateFunction;
  location: Location;
  onHelp: () => void;
  /** Asks before leaving a screen whose work leaving would throw away. */
  onAsk: (question: LeaveQuestion) => void;
}

/** Listens for `/`, `c` and `?` until the returned function is called. */
export function listen(context: () => ShortcutContext): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.isComposing || isTyping(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const { navigate, location, onHelp, onAsk } = context();
    if (event.key === '/') {
      const filter = document.getElementById('folder-filter');
      if (!(filter instanceof HTMLInputElement)) return;
      event.preventDefault();
      filter.focus();
      filter.select();
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
      if (what) onAsk({ what, to: 'Create entry', leave: go });
      else go();
    } else if (event.key === '?') {
      event.preventDefault();
      onHelp();
    }
  }
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

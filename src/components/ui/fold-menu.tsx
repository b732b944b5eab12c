import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import './fold-menu.css';

/** Where the browser has no popovers (jsdom too), the actions simply stay in the row. */
const POPOVERS = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * Actions that sit in the row on a wide screen and fold into a menu (`⋯`, named by `label`) on a
 * narrow one, so what matters most stays in view. The menu is a popover: it closes on a click
 * elsewhere, on Escape, and once one of its actions is chosen.
 */
export function FoldMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const menu = useRef<HTMLDivElement>(null);
  // A popover; on a wide screen fold-menu.css shows it closed, in the row, and hides `⋯`.
  const chosen = (event: MouseEvent) => {
    const el = menu.current;
    if (!POPOVERS || !el?.matches(':popover-open')) return;
    if ((event.target as Element).closest('button, a')) el.hidePopover();
  };
  return (
    <>
      <button
        type="button"
        className="button button-ghost fold-menu-toggle"
        popoverTarget={id}
        aria-label={label}
        title={label}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {/* Clicks on the actions inside are theirs; the menu only closes after them. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        id={id}
        ref={menu}
        popover={POPOVERS ? 'auto' : undefined}
        className="fold-menu popover-surface"
        onClick={chosen}
      >
        {children}
      </div>
    </>
  );
}

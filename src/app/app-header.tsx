import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { isDemoMode } from '../lib/config';
import { paths } from '../lib/paths';
import './app-header.css';

interface AppHeaderProps {
  /** The demo's tools (Network, Reset demo data) are offered. */
  demo: boolean;
  onNetwork: () => void;
  onReset: () => void;
  onSignOut: () => void;
}

/**
 * Brand, mode and the header's actions. On a narrow screen the demo's tools move into a menu
 * (a popover: it closes on a click elsewhere and on Escape), so the header stays one row.
 */
export function AppHeader({ demo, onNetwork, onReset, onSignOut }: AppHeaderProps) {
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const fromMenu = (action: () => void) => () => {
    const el = menu.current;
    // Without popovers (jsdom) the menu is simply part of the row.
    if (el && 'hidePopover' in el && el.matches(':popover-open')) el.hidePopover();
    action();
  };
  return (
    <header className="app-header">
      <Link to={paths.entries} className="brand">
        <svg aria-hidden="true" viewBox="0 0 32 32" width="22" height="22">
          <rect width="32" height="32" rx="7" fill="var(--accent)" />
          <path d="M9 9h9a5 5 0 0 1 0 10h-3l6 5h-5l-6-5v5H9z" fill="#fff" />
        </svg>
        <span className="brand-name">Registry Console</span>
      </Link>
      <span className={`mode-badge mode-${isDemoMode() ? 'demo' : 'live'}`}>
        {isDemoMode() ? 'Demo' : 'Live'}
      </span>
      <div className="header-actions">
        {demo ? (
          <>
            <button
              type="button"
              className="button button-ghost header-menu-toggle"
              popoverTarget={menuId}
              aria-label="Tools"
              title="Tools"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
                <circle cx="3" cy="8" r="1.6" fill="currentColor" />
                <circle cx="8" cy="8" r="1.6" fill="currentColor" />
                <circle cx="13" cy="8" r="1.6" fill="currentColor" />
              </svg>
            </button>
            <div id={menuId} ref={menu} popover="auto" className="header-menu">
              <button type="button" className="button button-ghost" onClick={fromMenu(onNetwork)}>
                Network
              </button>
              <button type="button" className="button button-ghost" onClick={fromMenu(onReset)}>
                Reset demo data
              </button>
            </div>
          </>
        ) : null}
        <button type="button" className="button button-ghost" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}

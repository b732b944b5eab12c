import type { ReactNode } from 'react';
import { Link } from '../components/ui/link';
import { useDemoControls } from './app-context';
import { paths } from '../lib/paths';
import './app-header.css';

/** Brand, mode, a kept draft and the header's actions: the demo's tools (if any), then Sign out. */
export function AppHeader(props: { tools: ReactNode; onSignOut: () => void; draft: boolean }) {
  const { tools, onSignOut, draft } = props;
  const demo = useDemoControls() !== null;
  return (
    <header className="app-header">
      <Link to={paths.entries} className="brand">
        <svg aria-hidden="true" viewBox="0 0 32 32" width="22" height="22">
          <rect width="32" height="32" rx="7" fill="var(--accent)" />
          <path d="M9 9h9a5 5 0 0 1 0 10h-3l6 5h-5l-6-5v5H9z" fill="#fff" />
        </svg>
        <span className="brand-name">Registry Console</span>
      </Link>
      <span className={`mode-badge mode-${demo ? 'demo' : 'live'}`}>{demo ? 'Demo' : 'Live'}</span>
      {/* Leaving the form keeps its draft without asking: the way back stays in sight, in the
          header's row, so it moves nothing on the screen when it comes or goes. */}
      {draft ? (
        <p className="draft-note">
          <span className="draft-words">Draft in progress — </span>
          <Link to={paths.createEntry}>Continue</Link>
        </p>
      ) : null}
      <div className="header-actions">
        {tools}
        <button type="button" className="button button-ghost sign-out" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { FoldMenu } from '../components/ui/fold-menu';
import { Link } from '../components/ui/link';
import { paths } from '../lib/paths';
import { useServices } from '../lib/services';
import type { DemoControls } from './app-context';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { ThemeSelect } from '../features/theme/theme-select';

// Only when opened; only in the demo build.
const NetworkPanel = __DEMO__
  ? lazy(() => import('../features/demo/network-panel').then((m) => ({ default: m.NetworkPanel })))
  : () => null;

/**
 * The header's tools: the screens (`Entries`, `Activity`), in demo mode Network and Reset demo
 * data, then `Theme`. Its own chunk,
 * loaded after the first render. On a narrow screen they sit in a Tools menu (a popover: it
 * closes on a click elsewhere and on Escape), so the header stays one row.
 */
export function HeaderTools({ demo }: { demo: DemoControls | null }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const toasts = useServices().toasts;
  const [open, setOpen] = useState<'network' | 'reset' | null>(null);
  const fromMenu = (tool: 'network' | 'reset') => () => setOpen(tool);

  async function reset() {
    await (await demo!.backend).reset();
    await queryClient.invalidateQueries();
    toasts.show({ message: 'Demo data reset.', tone: 'info' }, 4000);
  }

  return (
    <>
      <FoldMenu label="Tools">
        <nav aria-label="Screens" className="header-nav">
          {[
            [paths.entries, 'Entries'],
            [paths.activity, 'Activity'],
          ].map(([to, name]) => (
            <Link
              key={to}
              to={to!}
              className="button button-ghost"
              aria-current={pathname === to ? 'page' : undefined}
            >
              {name}
            </Link>
          ))}
        </nav>
        {__DEMO__ && demo ? (
          <>
            <button type="button" className="button button-ghost" onClick={fromMenu('network')}>
              Network
            </button>
            <button type="button" className="button button-ghost" onClick={fromMenu('reset')}>
              Reset demo data
            </button>
          </>
        ) : null}
        {/* Between Reset demo data and Sign out: one is never pressed for the other. */}
        <ThemeSelect storage="local" root={document.documentElement} />
      </FoldMenu>
      {__DEMO__ && open === 'reset' ? (
        <ConfirmDialog
          title="Reset demo data?"
          confirmLabel="Reset demo data"
          onConfirm={() => void reset()}
          onClose={() => setOpen(null)}
        >
          <p>The demo goes back to its original entries. Entries you created in it are removed.</p>
        </ConfirmDialog>
      ) : null}
      {demo && open === 'network' ? (
        <Suspense fallback={null}>
          <NetworkPanel demo={demo.backend} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

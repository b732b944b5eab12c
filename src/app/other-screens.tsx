import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { NotFound } from './not-found';

// What this browser created: only when someone asks.
const ActivityRoute = lazy(() =>
  import('../features/activity/activity-route').then((m) => ({ default: m.ActivityRoute })),
);

/**
 * Screens off the usual path, behind the routes' catch-all and loaded with it when one is asked
 * for: `Activity` (a screen of its own chunk), or Page not found.
 */
export function OtherScreens() {
  const { pathname } = useLocation();
  return pathname === paths.activity ? (
    <Suspense fallback={<p className="muted">Loading activity…</p>}>
      <ActivityRoute />
    </Suspense>
  ) : (
    <NotFound />
  );
}

import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { EntriesRoute } from '../features/entries/entries-route';
import { paths } from '../lib/paths';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';
import { Shell } from './shell';

// Not needed to show the list to someone signed in. Signed out, it is the first screen: its
// chunk is fetched at start (src/app/start.tsx calls this for a tab that starts signed out),
// alongside config.json, so it costs no wait.
export const loadSignIn = () => import('../features/auth/sign-in-route');
const SignInRoute = lazy(() => loadSignIn().then((m) => ({ default: m.SignInRoute })));

// Rare screens (Activity, Page not found) and the form (with its libraries) load only when
// someone needs them.
const OtherScreens = lazy(() =>
  import('./other-screens').then((m) => ({ default: m.OtherScreens })),
);
const CreateEntryRoute = lazy(() =>
  import('../features/create-entry/create-entry-route').then((m) => ({
    default: m.CreateEntryRoute,
  })),
);

// The import screen, its worker, parser and virtual list load only when someone opens it.
const ImportRoute = lazy(() =>
  import('../features/import/import-route').then((m) => ({ default: m.ImportRoute })),
);

/** The screen a path shows: an entry's address is the list with its details open. */
function screenOf(pathname: string): string {
  const fixed: string[] = [paths.createEntry, paths.importEntries];
  return pathname.startsWith(`${paths.entries}/`) && !fixed.includes(pathname)
    ? paths.entries
    : pathname;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by screen: after an error, moving to another screen starts clean.
    <ErrorBoundary key={screenOf(pathname)}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route
            path={paths.signIn}
            element={
              <Suspense fallback={null}>
                <SignInRoute />
              </Suspense>
            }
          />
          <Route element={<Shell />}>
            <Route index element={<Navigate to={paths.entries} replace />} />
            <Route path={paths.entries} element={<EntriesRoute />} />
            <Route path={paths.entry} element={<EntriesRoute />} />
            <Route
              path={paths.createEntry}
              element={
                <Suspense fallback={<p className="muted">Loading the form…</p>}>
                  <CreateEntryRoute />
                </Suspense>
              }
            />
            <Route
              path={paths.importEntries}
              element={
                <Suspense fallback={<p className="muted">Loading the import…</p>}>
                  <ImportRoute />
                </Suspense>
              }
            />
            <Route
              path="*"
              element={
                <Suspense fallback={null}>
                  <OtherScreens />
                </Suspense>
              }
            />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

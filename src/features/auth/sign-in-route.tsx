import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { entryQueries } from '../../api/entries';
import { useApi } from '../../api/api-context';
import { paths, type SignInLocationState } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TokenForm } from './token-form';

function returnPath(state: SignInLocationState | null): string {
  const from = state?.from;
  const path = from ? `${from.pathname}${from.search}${from.hash}` : '';
  // Only a plain path on this site: `//host/x` and `/\host` lead to another host.
  if (!/^\/(?![/\\])/.test(path) || from?.pathname === paths.signIn) return paths.entries;
  return path;
}

export function SignInRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const api = useApi();
  const state = location.state as SignInLocationState | null;
  const notice = api.session.notice();
  useDocumentTitle('Sign in');

  if (api.session.token()) return <Navigate to={returnPath(state)} replace />;

  return (
    <main id="main" className="sign-in-page">
      <section className="card sign-in-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Registry Console</h1>
        <p className="muted">Sign in with the access token you were given.</p>
        {notice === 'expired' ? (
          <p className="notice notice-warning" role="status">
            Your session has ended — sign in again.
          </p>
        ) : null}
        <TokenForm
          onSignedIn={(list, params) => {
            // The check fetched a real page: when it is the default view, the list shows it at once.
            queryClient.setQueryData(entryQueries.list(api, params).queryKey, list);
            // The shell puts focus on the new screen's heading once it shows (lib/focus-heading.ts).
            navigate(returnPath(state), { replace: true });
          }}
        />
      </section>
    </main>
  );
}

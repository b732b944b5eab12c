import { Link } from '../components/ui/link';
import { paths } from '../lib/paths';

export function NotFound() {
  return (
    <section className="page centered-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p className="muted">There is nothing at this address.</p>
      <p className="actions">
        <Link className="button button-primary" to={paths.entries}>
          Go to entries
        </Link>
      </p>
    </section>
  );
}

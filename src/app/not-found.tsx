import { Link } from '../components/ui/link';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
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

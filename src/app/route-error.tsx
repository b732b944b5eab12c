import { Link, useRouteError } from 'react-router';
import { describeError } from '../lib/api-error';
import { paths } from '../lib/paths';

/** Catches a render error in a screen: a message and a way back, never a white page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <section className="page centered-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Something went wrong on this screen</h1>
      <p className="muted">{describeError(error)}</p>
      <p className="actions">
        <Link className="button button-primary" to={paths.entries} reloadDocument>
          Back to entries
        </Link>
      </p>
    </section>
  );
}

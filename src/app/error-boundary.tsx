import { Component, type ReactNode } from 'react';
import { describeError } from '../api/api-error';
import { paths } from '../lib/paths';

interface State {
  error: unknown;
}

/** A render error in one screen shows a message and a way back, never a white page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page centered-page" role="alert" aria-labelledby="route-error-title">
        <h1 id="route-error-title">Something went wrong on this screen</h1>
        <p className="muted">{describeError(this.state.error)}</p>
        <p className="actions">
          {/* A full load: whatever broke starts afresh. */}
          <a className="button button-primary" href={paths.entries}>
            Back to entries
          </a>
        </p>
      </section>
    );
  }
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Link } from '../../components/ui/link';
import { paths } from '../../lib/paths';
import { useServices } from '../../lib/services';
import { useDocumentTitle } from '../../lib/use-document-title';
import { activityKeys, activityQueries } from '../../api/activity';
import { ActivityTable } from './activity-table';
import './activity.css';

/** `Activity`: what this browser created, newest first, kept until `Clear activity`. */
export function ActivityRoute() {
  useDocumentTitle('Activity');
  const log = useServices().activityLog;
  const queryClient = useQueryClient();
  const { data, error } = useQuery(activityQueries.list(log));
  const [asking, setAsking] = useState(false);

  async function clear() {
    await log.clear();
    await queryClient.invalidateQueries({ queryKey: activityKeys.all });
  }

  return (
    <section className="page activity-page" aria-labelledby="activity-title">
      <div className="page-header">
        <h1 id="activity-title" tabIndex={-1}>
          Activity
        </h1>
        <div className="page-actions">
          <Link to={paths.entries} className="button">
            Back to entries
          </Link>
          {data && data.length > 0 ? (
            <button type="button" className="button" onClick={() => setAsking(true)}>
              Clear activity
            </button>
          ) : null}
        </div>
      </div>
      <p className="muted">
        Entries created and imports run in this browser, newest first. Kept here only, without your
        token.
      </p>
      {error ? (
        <p className="notice notice-error" role="alert">
          Activity cannot be read in this browser: its storage is not available.
        </p>
      ) : !data ? (
        <p className="muted" role="status">
          Loading activity…
        </p>
      ) : data.length === 0 ? (
        <p className="muted" role="status">
          Nothing yet. Entries you create and imports you run in this browser are listed here.
        </p>
      ) : (
        <ActivityTable records={data} />
      )}
      {asking ? (
        <ConfirmDialog
          title="Clear activity?"
          confirmLabel="Clear activity"
          onConfirm={() => void clear()}
          onClose={() => setAsking(false)}
        >
          <p>
            The list of what this browser created is removed. The entries themselves stay in the
            registry.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

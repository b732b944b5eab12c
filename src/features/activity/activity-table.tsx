import { useConfig } from '../../api/api-context';
import { Link } from '../../components/ui/link';
import type { ActivityRecord } from '../../lib/activity-log';
import { cutText } from '../../lib/cut-text';
import { folderLabel } from '../../lib/folders';
import { localDateTime, relativeTime } from '../../lib/dates';
import { entryHref } from '../../lib/paths';
import { formatCount } from '../../lib/plural';
import { saveFile } from '../../lib/save-file';

/** Links to a batch's first entries; the rest are in its report. */
const LINKS_SHOWN = 5;

function EntryLinks({ ids, count = ids.length }: { ids: string[]; count?: number }) {
  if (ids.length === 0) return <span className="muted">None</span>;
  const more = count - LINKS_SHOWN;
  return (
    <ul className="activity-links">
      {ids.slice(0, LINKS_SHOWN).map((id) => (
        <li key={id}>
          <Link to={entryHref(id)}>{cutText(id, 40)}</Link>
        </li>
      ))}
      {more > 0 ? <li className="muted">and {formatCount(more)} more (in the report)</li> : null}
    </ul>
  );
}

/** The records as a table: when, what, folder, outcome, and where they lead. */
export function ActivityTable({ records }: { records: ActivityRecord[] }) {
  const config = useConfig();
  return (
    <div className="activity-scroll">
      <table className="activity-table">
        <caption className="visually-hidden">Activity</caption>
        <thead>
          <tr>
            <th scope="col" className="activity-when">
              When
            </th>
            <th scope="col">What</th>
            <th scope="col">Folder</th>
            <th scope="col">Outcome</th>
            <th scope="col">Entries</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td data-label="When">
                {localDateTime(new Date(record.at))}
                <div className="muted">{relativeTime(new Date(record.at))}</div>
              </td>
              <td data-label="What" className="activity-what">
                {record.kind === 'entry' ? 'Entry' : 'Import of'} “{cutText(record.title, 200)}”
              </td>
              <td data-label="Folder">
                {/* By label where config names the folder, as the list shows it. */}
                {record.folders
                  .map((folder) => cutText(folderLabel(config, folder) ?? folder, 60))
                  .join(', ')}
              </td>
              <td data-label="Outcome">
                {record.outcome}
                {record.report ? (
                  <div>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`Download report of ${cutText(record.title, 200)}`}
                      onClick={() =>
                        saveFile(record.report!.csv, record.report!.name, 'text/csv;charset=utf-8')
                      }
                    >
                      Download report
                    </button>
                  </div>
                ) : record.reportLeftOut ? (
                  <div className="muted">
                    Its report ({formatCount(record.reportLeftOut)} characters) was too large to
                    keep here.
                  </div>
                ) : null}
              </td>
              <td data-label="Entries">
                <EntryLinks ids={record.entryIds} count={record.entryCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

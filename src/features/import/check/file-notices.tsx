import { plural } from '../../../lib/plural';
import { SHOWN_NOTICES, clip } from '../file/limits';

/** What is wrong with the file as a whole: the first notices, then how many more. */
export function FileNotices({
  notices,
  blocking,
}: {
  notices: readonly string[];
  blocking: boolean;
}) {
  if (notices.length === 0) return null;
  const more = notices.length - SHOWN_NOTICES;
  return (
    <div
      className={`notice ${blocking ? 'notice-error' : 'notice-warning'}`}
      role={blocking ? 'alert' : undefined}
    >
      <ul>
        {notices.slice(0, SHOWN_NOTICES).map((notice, i) => (
          <li key={i}>{clip(notice)}</li>
        ))}
        {more > 0 ? <li>…and {plural(more, 'more notice')}.</li> : null}
      </ul>
    </div>
  );
}

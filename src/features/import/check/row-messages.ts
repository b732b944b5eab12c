/** What a row's message says when the server's answer does not settle it. */
import { ApiError } from '../../../api/api-error';
import { MAX_MESSAGE_CHARS, clip } from '../file/limits';
import { plural } from '../../../lib/plural';

export const IN_DOUBT =
  'Sent, but no answer arrived: the entry may have been created. Look in the folder before importing this row again.';

export const LOOK_LATER =
  'No answer arrived: its folder will be looked through for it once the other rows are done.';

/** Fields of a server's answer named in a row's message; past them, one count. */
export const NAMED_FIELD_ERRORS = 5;

/**
 * The server's message and each field's problems, in one line: the first fields, each clipped,
 * and how many more (a 422 with 50,000 field errors is one short line, not a frozen tab).
 */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return clip(error instanceof Error ? error.message : 'Failed.', MAX_MESSAGE_CHARS);
  }
  const fields: string[] = [];
  let more = 0;
  for (const [path, list] of Object.entries(error.fieldErrors)) {
    if (fields.length >= NAMED_FIELD_ERRORS) {
      more += 1;
      continue;
    }
    fields.push(clip(`${path}: ${list.slice(0, 3).join(' ')}`, 200));
  }
  if (more > 0) {
    fields.push(`…and ${plural(more, 'more field error')}.`);
  }
  return clip([error.message, ...fields].join(' '), MAX_MESSAGE_CHARS * 2);
}

const SERVER_PROBLEM = 'The server had a problem: ';

/** The server's own words in a 5xx answer (null when it sent none, or no answer came). */
export function serverSaid(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status < 500) return null;
  if (!error.message.startsWith(SERVER_PROBLEM)) return null;
  return clip(error.message.slice(SERVER_PROBLEM.length), MAX_MESSAGE_CHARS);
}

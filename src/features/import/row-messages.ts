/** What a row's message says when the server's answer does not settle it. */
import { ApiError } from '../../api/api-error';

export const IN_DOUBT =
  'Sent, but no answer arrived: the entry may have been created. Look in the folder before importing this row again.';

export const LOOK_LATER =
  'No answer arrived: its folder will be looked through for it once the other rows are done.';

/** The server's message and each field's problems, in one line. */
export function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Failed.';
  const fields = Object.entries(error.fieldErrors).map(
    ([path, list]) => `${path}: ${list.join(' ')}`,
  );
  return [error.message, ...fields].join(' ');
}

/**
 * What the index holds, as its host tells every page: small and apart from the index itself, so a
 * page learns whether every entry can be searched without loading the index's code.
 */

/**
 * Pages 1 to `pages` of `limit` entries read in a row, `entries` distinct ones, while the server
 * counted `total`.
 */
export interface WalkReach {
  pages: number;
  entries: number;
  total: number;
  limit: number;
}

export interface IndexStats {
  count: number;
  /** When an answer last changed the index (ms), or null when it is empty. */
  updatedAt: number | null;
  /** The all-folders view's latest total, when one was seen. */
  total: number | null;
  statuses: string[];
  types: string[];
  /** Entries left out: past the index's limit, or with an id too long to index. */
  leftOut: number;
  /** An entry was left out because the index held `maxEntries` already. */
  full: boolean;
  /** The last complete walk (index-walker.ts) and the total it found, kept with the index. */
  walked: { total: number; at: number } | null;
  /** How far a walk that has not finished read, kept so the next one goes on from there. */
  reached: WalkReach | null;
  /** Every folder the index holds entries of. */
  folders: string[];
}

/**
 * The index holds every entry: a complete walk said so, the server's total is unchanged since, and
 * nothing was left out. A count that reaches the total proves nothing: an entry deleted at the head
 * during a walk leaves another unread while the numbers agree.
 */
export const holdsAll = (stats: IndexStats): boolean =>
  stats.walked !== null && stats.leftOut === 0 && stats.total === stats.walked.total;

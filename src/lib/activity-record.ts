/**
 * One Activity record, as kept and as read back: one schema, bounded, so that nothing stored (by
 * an older version, another program on the origin, a damaged database) can crash the screen or
 * fill memory. A record that does not fit is left out when read; one made here is cut to fit
 * when kept (a report over its bound is not kept, and the record says so).
 */
import * as z from 'zod/mini';

/** The most a batch's report (CSV) may take to be kept beside its record. */
export const MAX_REPORT_CHARS = 1_000_000;
/** Links kept to the entries a record made: the rest are in its report. */
export const MAX_ENTRY_IDS = 1_000;
const MAX_FOLDERS = 200;
const MAX_TEXT = 1_000;
/** The latest date a clock gives (`new Date(8.64e15)`); a record from after it is damaged. */
const LAST_TIME = 8.64e15;

const text = (max: number) => z.string().check(z.maxLength(max));

export const activityRecordSchema = z.object({
  /** `entry:<id>` for a single entry, `import:<job id>` for a batch (kept again when it ends again). */
  id: text(MAX_TEXT),
  /** Whose it is: the stamp of the token it was made under (lib/session.ts). */
  owner: text(MAX_TEXT),
  kind: z.enum(['entry', 'import']),
  /** When it ended, in the browser's clock. */
  at: z.number().check(z.gte(0), z.lte(LAST_TIME)),
  /** The entry's title, or the imported file's name. */
  title: text(MAX_TEXT),
  /** The entry's folder; a batch's folders. */
  folders: z.array(text(MAX_TEXT)).check(z.maxLength(MAX_FOLDERS)),
  /** What became of it: "Created", or a batch's counts. */
  outcome: text(MAX_TEXT),
  /** The entries it made (the first MAX_ENTRY_IDS; `entryCount` says how many in all). */
  entryIds: z.array(text(MAX_TEXT)).check(z.maxLength(MAX_ENTRY_IDS)),
  entryCount: z.optional(z.number()),
  /** A batch's report (CSV) and its file name, as the import's `Download report` gives it. */
  report: z.optional(z.object({ name: text(MAX_TEXT), csv: text(MAX_REPORT_CHARS) })),
  /** The report was too large to keep here: how many characters it had. */
  reportLeftOut: z.optional(z.number()),
});

export type ActivityRecord = z.infer<typeof activityRecordSchema>;
/** A record as its maker gives it: the log marks it with its owner. */
export type NewActivity = Omit<ActivityRecord, 'owner' | 'entryCount' | 'reportLeftOut'>;

const cut = (value: string) => (value.length > MAX_TEXT ? value.slice(0, MAX_TEXT) : value);

/** A new record, cut to the bounds and marked as `owner`'s. */
export function boundRecord(record: NewActivity, owner: string): ActivityRecord {
  const { report, entryIds, at } = record;
  const reportFits = !report || report.csv.length <= MAX_REPORT_CHARS;
  return {
    ...record,
    id: cut(record.id),
    owner,
    at: Number.isFinite(at) ? Math.min(Math.max(at, 0), LAST_TIME) : 0,
    title: cut(record.title),
    folders: record.folders.slice(0, MAX_FOLDERS).map(cut),
    outcome: cut(record.outcome),
    entryIds: entryIds.slice(0, MAX_ENTRY_IDS).map(cut),
    ...(entryIds.length > MAX_ENTRY_IDS ? { entryCount: entryIds.length } : {}),
    report: reportFits && report ? { name: cut(report.name), csv: report.csv } : undefined,
    ...(reportFits ? {} : { reportLeftOut: report.csv.length }),
  };
}

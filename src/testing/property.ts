/** Shared runner for the property-based tests: fixed case count, printed figures, full report. */
import fc from 'fast-check';

/**
 * Cases per property: 1,000 in `npm test`, or PROPERTY_RUNS (`npm run test:deep` sets 10,000). A
 * value that is not a whole number above zero fails the run rather than quietly trying fewer.
 */
export function propertyRuns(env: Record<string, string | undefined>): number {
  const value = env.PROPERTY_RUNS;
  if (value === undefined || value === '') return 1_000;
  if (!/^[1-9]\d*$/.test(value)) {
    throw new Error(`PROPERTY_RUNS must be a whole number above zero, not "${value}".`);
  }
  return Number(value);
}

const NUM_RUNS = propertyRuns(process.env);

function report(name: string, details: fc.RunDetails<unknown>, outcome?: () => string): void {
  // Outcome counters also count shrinking runs, so they are shown only for a passing property.
  const extra = outcome && !details.failed ? ` (${outcome()})` : '';
  console.info(
    `property: ${name} — ${details.numRuns} cases${extra}${details.failed ? ' — FAILED' : ''}`,
  );
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    throw new Error(`${fc.defaultReportMessage(details)}\nFailed check: ${cause}`);
  }
}

/** Runs a property, prints how many cases it tried, and fails with fast-check's report. */
export function runProperty<Ts>(
  name: string,
  property: fc.IProperty<Ts>,
  outcome?: () => string,
): void {
  report(name, fc.check(property, { numRuns: NUM_RUNS }) as fc.RunDetails<unknown>, outcome);
}

export async function runAsyncProperty<Ts>(
  name: string,
  property: fc.IAsyncProperty<Ts>,
  outcome?: () => string,
): Promise<void> {
  report(
    name,
    (await fc.check(property, { numRuns: NUM_RUNS })) as fc.RunDetails<unknown>,
    outcome,
  );
}

/** An assertion that names what failed, for fast-check's report. */
export function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

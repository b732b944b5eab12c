/** Shared runner for the property-based tests: fixed case count, printed figures, full report. */
import fc from 'fast-check';

export const NUM_RUNS = 10_000;

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

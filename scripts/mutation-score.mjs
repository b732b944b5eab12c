#!/usr/bin/env node
// Reads Stryker's JSON report and prints the mutation score of each mutated file, with the
// surviving mutants; fails when a file scores under 80 %. A file Stryker did not mutate this run
// (`npx stryker run --mutate <file>`) is left out.
import { readFileSync } from 'node:fs';

const THRESHOLD = 80;
const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8'));
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
let failed = false;
for (const [file, { mutants }] of Object.entries(report.files)) {
  const counted = mutants.filter((m) => COUNTED.has(m.status));
  const detected = counted.filter((m) => DETECTED.has(m.status)).length;
  const score = counted.length ? (100 * detected) / counted.length : 0;
  if (score < THRESHOLD) failed = true;
  console.log(
    `${file}: ${score.toFixed(1)} % (${detected} of ${counted.length} mutants caught)${score < THRESHOLD ? '  UNDER 80 %' : ''}`,
  );
  for (const m of counted.filter((m) => !DETECTED.has(m.status))) {
    console.log(
      `  ${m.status.padEnd(10)} ${m.location.start.line}:${m.location.start.column} ${m.mutatorName}: ${m.replacement ?? ''}`.slice(
        0,
        160,
      ),
    );
  }
}
process.exit(failed ? 1 : 0);

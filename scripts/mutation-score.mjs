#!/usr/bin/env node
// Reads Stryker's JSON report and prints the mutation score of each area, with the surviving
// mutants; fails when an area scores under 80 %.
import { readFileSync } from 'node:fs';

const AREAS = {
  'the write path': [
    'src/api/create-once/create-mutation.ts',
    'src/api/create-once/resolve-lost.ts',
  ],
  "the list's URL state": ['src/features/entries/list-state.ts'],
  "the import's row check": ['src/features/import/check/check-rows.ts'],
};
const THRESHOLD = 80;
const report = JSON.parse(readFileSync('node_modules/.cache/stryker/mutation.json', 'utf8'));
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
let failed = false;
for (const [area, files] of Object.entries(AREAS)) {
  const mutants = files.flatMap((file) =>
    (report.files[file]?.mutants ?? []).map((mutant) => ({ ...mutant, file })),
  );
  const counted = mutants.filter((m) => COUNTED.has(m.status));
  const detected = counted.filter((m) => DETECTED.has(m.status)).length;
  const score = counted.length ? (100 * detected) / counted.length : 0;
  if (score < THRESHOLD) failed = true;
  console.log(
    `${area}: ${score.toFixed(1)} % (${detected} of ${counted.length} mutants caught)${score < THRESHOLD ? '  UNDER 80 %' : ''}`,
  );
  for (const m of counted.filter((m) => !DETECTED.has(m.status))) {
    console.log(
      `  ${m.status.padEnd(10)} ${m.file}:${m.location.start.line} ${m.mutatorName}: ${m.replacement ?? ''}`.slice(
        0,
        160,
      ),
    );
  }
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// Every test, as `npm test` runs them: typecheck, lint and the two production builds side by side
// (each uses about one core), then the bundle budget, the unit and component tests, and the
// browser tests. Stops at the first stage that fails; prints each stage's time at the end.
import { spawn } from 'node:child_process';

/** One npm script; resolves with its exit code and how long it took. */
function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

// Both builds: the live one (dist/) and the demo (dist-demo/); the browser tests run each.
const stages = [
  ['typecheck', 'lint', 'build', 'build:demo'],
  ['test:bundle'],
  ['test:unit'],
  ['test:e2e'],
];
const times = [];
const began = performance.now();
let failed = null;
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  times.push(...results);
  failed = results.find((result) => result.code !== 0) ?? null;
  if (failed) break;
}

const total = (performance.now() - began) / 1000;
// Rounded to the second first: 479.6 s is 8 min 00 s, not 7 min 60 s.
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log('\nStage times' + (times.length ? '' : ': none ran'));
for (const { script, code, seconds } of times) {
  console.log(`  ${script.padEnd(12)} ${clock(seconds).padStart(12)}${code ? '  FAILED' : ''}`);
}
console.log(`  ${'total'.padEnd(12)} ${clock(total).padStart(12)}`);
process.exit(failed ? failed.code : 0);

#!/usr/bin/env node
// Every test, as `npm test` runs them: typecheck, lint and the two production builds side by side
// (each uses about one core), then the bundle budget, the unit and component tests, and the
// browser tests. Stops at the first stage that fails; prints each stage's time, the CPU time of
// its processes, and how many tests each layer ran.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratch = mkdtempSync(join(tmpdir(), 'registry-console-test-'));

/** How many tests a stage's own summary line says passed (vitest, Playwright), or null. */
const COUNTED = {
  'test:unit': /^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/m,
  'test:e2e': /^\s*(\d+) passed \(/m,
};

/** Seconds of user and system CPU from bash's `times` line for the children it waited for. */
function cpuSeconds(file) {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  const seconds = (text) => {
    const found = /(\d+)m([\d.]+)s/.exec(text);
    return found ? Number(found[1]) * 60 + Number(found[2]) : 0;
  };
  return lines
    .at(-1)
    .split(/\s+/)
    .map(seconds)
    .reduce((a, b) => a + b, 0);
}

/**
 * One npm script, under bash so that its `times` gives the CPU time of the whole process tree
 * (the browsers included: each process is waited for by its parent). Its output goes to the
 * terminal as it comes, and is read for the count of tests.
 */
function run(script) {
  const started = performance.now();
  const timesFile = join(scratch, `${script.replace(/\W/g, '-')}.times`);
  const command = 'npm run --silent "$0"; code=$?; times > "$1"; exit $code';
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command, script, timesFile], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (output.length > 1_000_000) output = output.slice(-200_000);
    });
    child.on('close', (code) => {
      // Colour codes out: ESC [ … m.
      const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      const counted = COUNTED[script]?.exec(plain);
      let cpu = null;
      try {
        cpu = cpuSeconds(timesFile);
      } catch {
        // The script was stopped before bash could count.
      }
      resolve({
        script,
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        cpu,
        tests: counted ? Number(counted[1]) : null,
      });
    });
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
rmSync(scratch, { recursive: true, force: true });

const total = (performance.now() - began) / 1000;
// Rounded to the second first: 479.6 s is 8 min 00 s, not 7 min 60 s.
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
console.log(
  "\nStage times (wall, then CPU seconds of the stage's processes)" +
    (times.length ? '' : ': none ran'),
);
for (const { script, code, seconds, cpu, tests } of times) {
  const cpuText = cpu === null ? '' : `${Math.round(cpu)} CPU-s`.padStart(12);
  const testsText = tests === null ? '' : `  ${tests.toLocaleString('en')} tests`;
  console.log(
    `  ${script.padEnd(12)} ${clock(seconds).padStart(12)}${cpuText}${testsText}${code ? '  FAILED' : ''}`,
  );
}
console.log(`  ${'total'.padEnd(12)} ${clock(total).padStart(12)}`);
process.exit(failed ? failed.code : 0);

#!/usr/bin/env node
// Every test, as `npm test` runs them: typecheck, lint and the two production builds side by side
// (each uses about one core), then the bundle budget, the unit and component tests, and the
// browser tests. Stops at the first stage that fails; prints each stage's time, the CPU it used,
// and how many tests each layer ran.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How many tests a stage's own summary line says passed (vitest, Playwright), or null. */
const COUNTED = {
  'test:unit': /^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/m,
  'test:e2e': /^\s*(\d+) passed \(/m,
};

/**
 * The machine's busy CPU seconds so far (every core, from /proc/stat), or null off Linux. A
 * stage's figure is the difference across it: on a quiet machine, what the stage used, its
 * browsers' renderers included (which a process tree's own count misses: Chromium reparents them).
 */
function busySeconds() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    // No /proc/stat (not Linux): the figure is left out, the stage still runs.
    return null;
  }
}

/**
 * One npm script. Its output goes to the terminal as it comes, and is read for the count of tests.
 */
function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
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
      resolve({
        script,
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
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
  const before = busySeconds();
  const results = await Promise.all(stage.map(run));
  const after = busySeconds();
  // The stage's CPU, on its first script's line (the first stage's scripts run side by side).
  results[0].cpu = before === null || after === null ? null : after - before;
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
console.log(
  "\nStage times (wall, then the machine's busy CPU seconds during the stage)" +
    (times.length ? '' : ': none ran'),
);
for (const { script, code, seconds, cpu = null, tests } of times) {
  const cpuText = cpu === null ? ''.padStart(12) : `${Math.round(cpu)} CPU-s`.padStart(12);
  const testsText = tests === null ? '' : `  ${tests.toLocaleString('en')} tests`;
  console.log(
    `  ${script.padEnd(12)} ${clock(seconds).padStart(12)}${cpuText}${testsText}${code ? '  FAILED' : ''}`.trimEnd(),
  );
}
console.log(`  ${'total'.padEnd(12)} ${clock(total).padStart(12)}`);
process.exit(failed ? failed.code : 0);

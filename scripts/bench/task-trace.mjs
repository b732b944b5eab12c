// The page's main-thread tasks from a Chromium trace: how long each took on the clock, and how
// much of that the thread itself ran (its CPU time). On a machine busy with other work a task
// of a few milliseconds' work can last 100 ms on the clock while the thread waits for a core;
// the long-task API sees only the clock, the trace tells the two apart.

// RunTask (one task of a thread, with `dur` on the clock and `tdur` on the thread) is in here.
const CATEGORIES = ['disabled-by-default-devtools.timeline'];
const LONG_MS = 50;

/** Starts tracing `page`; the returned function stops it and gives its main thread's tasks. */
export async function traceTasks(page) {
  await page.tracing.start({ categories: CATEGORIES });
  return async () =>
    mainThreadTasks(JSON.parse(new TextDecoder().decode(await page.tracing.stop())));
}

/**
 * { longestMs, longestCpuMs, overLongMs, overLongCpuMs }: the longest task on the clock, the most
 * CPU time the thread spent in one task, how many tasks lasted over 50 ms on the clock, and how
 * many had over 50 ms of the thread's own work.
 */
export function mainThreadTasks(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const pids = new Set((started?.args?.data?.frames ?? []).map((frame) => frame.processId));
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (main.size === 0) throw new Error('no renderer main thread of the page in the trace');
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ ms: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000 }));
  return {
    longestMs: Math.max(0, ...tasks.map((t) => t.ms)),
    longestCpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    overLongMs: tasks.filter((t) => t.ms > LONG_MS).length,
    overLongCpuMs: tasks.filter((t) => t.cpuMs > LONG_MS).length,
  };
}

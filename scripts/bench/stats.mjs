// Small statistics for the bench: medians with min and max, and how busy the machine is.
import { readFileSync } from 'node:fs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** { median, min, max, n } of the values, rounded to 0.1 (or to `digits` decimals). */
export function summary(values, digits = 1) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (list.length === 0) return { median: null, min: null, max: null, n: 0 };
  return {
    median: round(median(list), digits),
    min: round(Math.min(...list), digits),
    max: round(Math.max(...list), digits),
    n: list.length,
  };
}

/** A summary as the tables show it: "median (min–max)", whole numbers from 100 up. */
export function formatSummary(s, unit = '') {
  if (!s || s.median === null) return '—';
  const n = (v) => (Math.abs(v) >= 100 ? Math.round(v) : v);
  return s.min === s.max
    ? `${n(s.median)}${unit}`
    : `${n(s.median)}${unit} (${n(s.min)}–${n(s.max)})`;
}

function cpuTimes() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + (fields[4] ?? 0);
  return { idle, total: fields.reduce((a, b) => a + b, 0) };
}

/** Share of the machine's CPU time (0..1) spent by anyone over `ms`; null where unknown. */
export async function cpuBusy(ms = 2000) {
  try {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = cpuTimes();
    const total = after.total - before.total;
    return total > 0 ? 1 - (after.idle - before.idle) / total : null;
  } catch {
    // No CPU counters here: the figure is left out.
    return null;
  }
}

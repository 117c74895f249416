// @ts-check
// One report for every benchmark. Each bench file builds Measurement rows; run alone it prints
// them as a table, run by `pnpm bench` (scripts/bench.mjs) it hands them over as one JSON line,
// so the whole run ends in ONE table: every figure beside its budget, with the seeded size and
// the spread of the repeated samples (these machines are shared and noisy: a median far from its
// min says the machine was busy, not that the code got slower).
import { spawn } from 'node:child_process';

/**
 * One figure, lower is better: `value` is held to `budget` (null: shown for context), the median
 * (or p95 when `name` says so) of the samples or a size; `min`/`max` the samples' spread; `size`
 * the seeded data ('100k travelers'); `area` the group it prints under ('Travelers screen').
 * @typedef {{ name: string, value: number, unit: string, budget: number | null, min?: number,
 *   max?: number, size?: string, area?: string }} Measurement
 */

/** Marks a line of a child bench's output that carries its rows. */
const rowsMarker = 'BENCH_ROWS ';

/**
 * Prints rows as a table, or hands them to `pnpm bench` when it started this process.
 * @param {Measurement[]} rows
 */
export function printReport(rows) {
  if (process.env.BENCH_JSON) {
    console.log(rowsMarker + JSON.stringify(rows));
    return;
  }
  const header = ['area', 'measurement', 'seeded', 'min', 'median / figure', 'max', 'budget', ''];
  const lines = rows.map((row) => [
    row.area ?? '',
    row.name,
    row.size ?? '',
    row.min === undefined ? '' : format(row.min),
    `${format(row.value)} ${row.unit}`,
    row.max === undefined ? '' : format(row.max),
    row.budget === null ? '-' : `${format(row.budget)} ${row.unit}`,
    status(row),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const pad = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(pad(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(pad(line));
  const over = rows.filter((row) => status(row) === 'OVER BUDGET').length;
  const context = rows.filter((row) => row.budget === null).length;
  const budgeted = rows.length - context;
  console.log(
    `\n${budgeted} figures with a budget, ${budgeted - over} within it, ${over} over; ` +
      `${context} more shown for context.`,
  );
}

/** @param {Measurement} row */
function status(row) {
  if (row.budget === null) return 'context';
  return row.value <= row.budget ? 'within budget' : 'OVER BUDGET';
}

/**
 * Median, min and max of repeated samples.
 * @param {number[]} samples
 */
export function spread(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { min: sorted[0] ?? 0, median, max: sorted.at(-1) ?? 0 };
}

/**
 * Runs a bench in a child process and collects its rows; its progress goes to stderr, so the one
 * table ends the run. A failed bench is reported, not thrown, so it hides no other's figures.
 * @param {string} area printed beside each of its rows
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<Measurement[]>}
 */
export function collectRows(area, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, BENCH_JSON: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    /** @type {Measurement[]} */
    const rows = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(rowsMarker)) {
          for (const row of JSON.parse(line.slice(rowsMarker.length))) rows.push({ area, ...row });
        } else if (line.startsWith('[{')) {
          // The API bench's own rows: its figures are held to their budgets at the p95.
          for (const row of JSON.parse(line)) rows.push({ area, ...fromPercentiles(row) });
        } else {
          process.stderr.write(`[${area}] ${line}\n`);
        }
      }
    });
    child.once('error', (error) => {
      process.stderr.write(`[${area}] could not start: ${error.message}\n`);
      resolve(rows);
    });
    child.once('close', (code) => {
      if (code !== 0) process.stderr.write(`[${area}] exited with ${code}\n`);
      resolve(rows);
    });
  });
}

/**
 * A row given as min / median / p95 / max, as a Measurement held at its p95.
 * @param {{ name: string, unit: string, min: number, median: number, p95: number, max: number, budget: number, size?: string }} row
 * @returns {Measurement}
 */
function fromPercentiles({ name, unit, min, median, p95, max, budget, size }) {
  return {
    name: `${name} (p95; median ${format(median)})`,
    value: p95,
    unit,
    budget,
    min,
    max,
    size,
  };
}

/** @param {number} value */
function format(value) {
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1);
}

// @ts-check

/**
 * @typedef {{ name: string, value: number, unit: string, budget: number }} Measurement
 * Lower is better for every measurement we take.
 */

/** @param {Measurement[]} rows */
export function printReport(rows) {
  const lines = rows.map((row) => {
    const verdict = row.value <= row.budget ? 'within budget' : 'OVER BUDGET';
    return [
      row.name,
      `${format(row.value)} ${row.unit}`,
      `${format(row.budget)} ${row.unit}`,
      verdict,
    ];
  });
  const header = ['measurement', 'value', 'budget', ''];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]?.length ?? 0)),
  );
  const pad = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(pad(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(pad(line));
}

/** @param {number} value */
function format(value) {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

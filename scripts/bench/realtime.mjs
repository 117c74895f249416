// @ts-check
// The realtime benchmark lives beside the hub it measures (packages/api-server/bench) and prints
// its own table; here it only runs, in a child process of its own, after the page benchmarks.
import { spawn } from 'node:child_process';

/** @returns {Promise<void>} */
export function runRealtimeBench() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['--silent', '--filter', '@packlight/api-server', 'exec', 'tsx', 'bench/realtime.ts'],
      { stdio: 'inherit' },
    );
    child.once('error', reject);
    // Its exit code says whether the budgets were met; a benchmark never fails the run.
    child.once('exit', () => resolve());
  });
}

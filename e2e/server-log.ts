import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server's log goes (stdout and stderr), one file per port. */
export const serverLogPath = (port: number) => join(tmpdir(), `packlight-e2e-server-${port}.log`);

/**
 * Every password-like string literal the specs use, read from their source; less the demo
 * administrator's, which is published (README) and which demo mode prints at start on purpose.
 */
async function secretsTheSpecsUse(): Promise<string[]> {
  const folder = new URL('./tests/', import.meta.url);
  const secrets = new Set<string>();
  for (const file of await readdir(folder)) {
    const source = await readFile(new URL(file, folder), 'utf8');
    for (const match of source.matchAll(/(?:password|Password|secret)\w*\s*[:=]\s*'([^']{6,})'/g)) {
      secrets.add(match[1]!);
    }
  }
  secrets.delete('packlight-demo');
  return [...secrets];
}

/** What no log line may hold, whatever the request: a secret's shape. */
const secretShapes: [string, RegExp][] = [
  ['a bearer token', /\b\d+\|[A-Za-z0-9_-]{30,}/],
  ['a reset link', /reset-password\?/],
  ['a token in an address', /[?&](token|code|login_token)=/i],
  ['a password field', /"(old|new|confirm)?password"\s*:/i],
  ['an Authorization header', /"authorization"\s*:/i],
];

/**
 * Reads the server's log of a whole e2e run (global teardown) and fails the run if any line holds
 * a secret the specs used or the shape of one. It also fails when the log holds no request line,
 * so a run that logged nothing cannot pass for a clean one.
 */
export async function checkServerLog(port: number): Promise<void> {
  const log = await readFile(serverLogPath(port), 'utf8');
  const lines = log.split('\n');
  if (!lines.some((line) => line.includes('"route":"/api/login"'))) {
    throw new Error(`The e2e server's log (${serverLogPath(port)}) holds no sign-in request line.`);
  }
  const leaks: string[] = [];
  for (const secret of await secretsTheSpecsUse()) {
    const line = lines.find((text) => text.includes(secret));
    if (line) leaks.push(`a password the specs use: ${line.slice(0, 200)}`);
  }
  for (const [name, shape] of secretShapes) {
    const line = lines.find((text) => shape.test(text));
    if (line) leaks.push(`${name}: ${line.slice(0, 200)}`);
  }
  if (leaks.length > 0) {
    throw new Error(
      `The e2e server logged secrets:\n${leaks.map((leak) => `- ${leak}`).join('\n')}`,
    );
  }
}

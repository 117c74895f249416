#!/usr/bin/env node
// @ts-check
// Runs a command against the product as it is deployed at scale: nginx in front of two built
// api-server processes on one PostgreSQL (DATABASE_URL, from scripts/with-postgres.mjs), sharing
// one storage folder, publishing realtime events through the Pusher HTTP API to a socket server in
// a third process (standing in for Reverb or soketi). The demo data is seeded once first.
//
//   node scripts/with-postgres.mjs -- node scripts/with-load-balancer.mjs -- <command> [args...]
//
// The command gets LB_URL (nginx), LB_SERVER_PIDS (the two api-servers, JSON), LB_LOG (a file
// holding every process's log) and LB_HUB (the socket server's pid, entry point and environment,
// JSON, for a test that restarts it) and LB_MAIL_URL (the mails the servers sent over SMTP to the
// capture of smtp-capture.mjs, as JSON). Needs `pnpm build` and Debian's nginx
// (`apt-get install nginx`); without nginx the suite is skipped with a warning, except in CI (or PACKLIGHT_REQUIRE_NGINX).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './bench/server.mjs';
import { nginxConfig } from './load-balancer/nginx-config.mjs';
import { startSmtpCapture } from './load-balancer/smtp-capture.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(repo, 'packages/api-server/dist/main.mjs');
const seedEntry = join(repo, 'packages/api-server/dist/seed.mjs');

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
const databaseUrl = process.env.DATABASE_URL ?? '';
if (command.length === 0 || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'usage: node scripts/with-postgres.mjs -- node scripts/with-load-balancer.mjs -- <command>',
  );
  process.exit(2);
}

// Debian installs nginx in /usr/sbin, which a user's PATH may not hold.
const nginxBinary =
  process.env.NGINX ??
  (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : whichNginx() ? 'nginx' : null);
if (nginxBinary === null) {
  const message = 'nginx is not installed (Debian: apt-get install nginx)';
  if (process.env.CI || process.env.PACKLIGHT_REQUIRE_NGINX) {
    console.error(`with-load-balancer: ${message}`);
    process.exit(2);
  }
  console.warn(`with-load-balancer: ${message}; the load-balancer suite is skipped.`);
  process.exit(0);
}

function whichNginx() {
  return spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
}

const folder = mkdtempSync(join(tmpdir(), 'packlight-lb-'));
const logFile = join(folder, 'processes.log');
const log = createWriteStream(logFile);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {Awaited<ReturnType<typeof startSmtpCapture>> | null} */
let mailCapture = null;

/**
 * Starts a process whose output goes to the shared log, each line prefixed with its name.
 * @param {string} name @param {string} program @param {string[]} args @param {NodeJS.ProcessEnv} env
 */
function start(name, program, args, env) {
  const child = spawn(program, args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (/** @type {Buffer} */ chunk) =>
    log.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}\n`)
        .join(''),
    );
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);
  children.push(child);
  return child;
}

/**
 * Waits until `url` answers 200 (or the process exits).
 * @param {string} url @param {import('node:child_process').ChildProcess} child
 */
async function waitUntilReady(url, child, seconds = 120) {
  for (let waited = 0; waited < seconds * 4; waited++) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} was not ready within ${seconds} s`);
}

let exitCode = 1;
try {
  const nginxPort = await freePort();
  const hubPort = await freePort();
  const portA = await freePort();
  const portB = await freePort();
  const mail = await startSmtpCapture({ smtpPort: await freePort(), httpPort: await freePort() });
  mailCapture = mail;
  const lbUrl = `http://127.0.0.1:${nginxPort}`;
  const app = { id: 'lb-app', key: 'lb-key', secret: `lb-secret-${Date.now()}-0123456789` };
  const production = {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: 'load-balancer-test-app-key',
    APP_URL: lbUrl,
    DATA_DIR: join(folder, 'data'),
    LOG_LEVEL: 'info',
    // nginx is the one proxy: its X-Forwarded-For names each caller (docs/deploy.md).
    TRUSTED_PROXIES: '127.0.0.1',
  };

  // The demo data (and its administrator), once, before either server starts.
  const seeding = start('seed', process.execPath, [seedEntry, '--travelers', '200'], {
    ...production,
    NODE_ENV: '',
  });
  const [seedCode] = await new Promise((resolve) =>
    seeding.once('exit', (...result) => resolve(result)),
  );
  if (seedCode !== 0) throw new Error(`seeding failed (${seedCode}); see ${logFile}`);

  // The socket server's own settings: the suite starts a second one on them when it restarts it.
  const hubEnv = {
    NODE_ENV: 'production',
    APP_KEY: production.APP_KEY,
    APP_URL: lbUrl,
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    PORT: String(hubPort),
    DATA_DIR: join(folder, 'hub'),
    REALTIME_APP_ID: app.id,
    REALTIME_APP_KEY: app.key,
    REALTIME_APP_SECRET: app.secret,
  };
  const hub = start('hub', process.execPath, [serverEntry], { ...production, ...hubEnv });
  const viaHub = {
    ...production,
    DATABASE_URL: databaseUrl,
    REALTIME_DRIVER: 'pusher',
    PUSHER_APP_ID: app.id,
    PUSHER_APP_KEY: app.key,
    PUSHER_APP_SECRET: app.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(hubPort),
    PUSHER_SCHEME: 'http',
    // Mails leave over SMTP, as deployed; the capture keeps them for the tests.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
  };
  const serverA = start('server-a', process.execPath, [serverEntry], {
    ...viaHub,
    PORT: String(portA),
  });
  const serverB = start('server-b', process.execPath, [serverEntry], {
    ...viaHub,
    PORT: String(portB),
  });
  await Promise.all([
    waitUntilReady(`http://127.0.0.1:${hubPort}/readyz`, hub),
    waitUntilReady(`http://127.0.0.1:${portA}/readyz`, serverA),
    waitUntilReady(`http://127.0.0.1:${portB}/readyz`, serverB),
  ]);

  const conf = join(folder, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix: folder, listen: nginxPort, servers: [portA, portB] }));
  const nginx = start(
    'nginx',
    'nginx',
    ['-p', folder, '-c', conf, '-g', 'daemon off;'],
    process.env,
  );
  await waitUntilReady(`${lbUrl}/readyz`, nginx, 30);

  console.log(`with-load-balancer: nginx on ${lbUrl}, api-servers on ${portA} and ${portB}`);
  exitCode = await new Promise((resolve) => {
    const [program = '', ...args] = command;
    const child = spawn(program, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        LB_URL: lbUrl,
        LB_SERVER_PIDS: JSON.stringify([serverA.pid, serverB.pid]),
        LB_LOG: logFile,
        LB_HUB: JSON.stringify({ pid: hub.pid, entry: serverEntry, env: hubEnv }),
        LB_MAIL_URL: mail.url,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
} catch (error) {
  console.error(`with-load-balancer: ${error instanceof Error ? error.message : error}`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await mailCapture?.close();
  log.end();
  if (exitCode !== 0) console.error(`with-load-balancer: the processes' log is kept in ${logFile}`);
  else rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);

import { ConfigError, isLoopback, loadConfig, type Config } from './config.ts';
import { EmbeddedDatabaseError } from './db/embedded/errors.ts';
import { startServer } from './server.ts';

function describeData(config: Config): string {
  const { database } = config;
  if (database.kind === 'postgres') return `PostgreSQL at ${new URL(database.url).host}`;
  return database.dir === null
    ? 'PostgreSQL in a temporary folder (removed on exit)'
    : `PostgreSQL in ${database.dir}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`Packlight is running at ${server.url}`);
  console.log(`Data: ${describeData(config)}`);
  if (config.mode === 'demo') {
    const { demoAdmin } = await import('./seed/demo.ts');
    console.log(`Demo sign-in: ${demoAdmin.email} / ${demoAdmin.password}`);
    console.log(`Mail outbox: ${server.url}/outbox`);
    if (isLoopback(config.host)) {
      console.log(
        'Demo mode listens on this machine only (its outbox and sign-in pages are open).',
      );
    } else {
      console.warn(
        `Warning: demo mode on HOST=${config.host} (DEMO_ALLOW_REMOTE=true): anyone who reaches ` +
          'it can read every reset link at /outbox and sign in as any user at /demo-oauth.',
      );
    }
  } else {
    if (!config.appKey)
      console.warn('Warning: APP_KEY is not set; stored secrets use a known key.');
    if (!config.mail.smtp)
      console.warn('Warning: SMTP_HOST is not set; no mail will be delivered.');
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now", whatever is still closing.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.shutdown(config.ops.shutdownGraceSeconds).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof EmbeddedDatabaseError;
  console.error(plain ? error.message : error);
  process.exit(1);
});

import type { LogConfig } from './logger.ts';
import { compileTrustedProxies, trustNoProxy, type TrustProxy } from '../http/client-address.ts';

/** What the operator sets for logs, metrics, shutdown and the proxies in front. */
export interface OpsConfig {
  log: LogConfig;
  /** Bearer token for GET /metrics in production; without one, production serves no metrics. */
  metricsToken: string | null;
  /** How long SIGTERM lets in-flight requests finish before it closes what is left. */
  shutdownGraceSeconds: number;
  /** The load balancers whose X-Forwarded-For names the caller (http/client-address.ts). */
  trustProxy: TrustProxy;
}

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * LOG_LEVEL, LOG_FORMAT, METRICS_TOKEN, SHUTDOWN_GRACE_SECONDS and TRUSTED_PROXIES, each checked.
 */
export function loadOpsConfig(
  env: NodeJS.ProcessEnv,
): { ok: true; config: OpsConfig } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const read = (name: string) => (env[name] === '' ? undefined : env[name]);
  const level = read('LOG_LEVEL') ?? 'info';
  if (!levels.includes(level)) errors.push(`  LOG_LEVEL="${level}": one of ${levels.join(', ')}`);
  const format = read('LOG_FORMAT') ?? 'json';
  if (format !== 'json' && format !== 'pretty') {
    errors.push(`  LOG_FORMAT="${format}": json or pretty`);
  }
  const grace = Number(read('SHUTDOWN_GRACE_SECONDS') ?? 10);
  if (!Number.isFinite(grace) || grace < 0) {
    errors.push(
      `  SHUTDOWN_GRACE_SECONDS="${read('SHUTDOWN_GRACE_SECONDS')}": a number of seconds`,
    );
  }
  const metricsToken = read('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) {
    errors.push('  METRICS_TOKEN: at least 16 characters');
  }
  let trustProxy = trustNoProxy;
  try {
    trustProxy = compileTrustedProxies(read('TRUSTED_PROXIES') ?? '');
  } catch (error) {
    errors.push(
      `  TRUSTED_PROXIES="${read('TRUSTED_PROXIES')}": addresses, CIDR ranges or 'loopback', ` +
        `separated by commas (${error instanceof Error ? error.message : error})`,
    );
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      log: { level, format: format as LogConfig['format'] },
      metricsToken,
      shutdownGraceSeconds: grace,
      trustProxy,
    },
  };
}

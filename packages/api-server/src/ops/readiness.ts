/**
 * Whether this process should get traffic: 'starting' until the database is migrated and the
 * server listens, 'ready', then 'stopping' from SIGTERM on (a load balancer drains it).
 */
export class Readiness {
  state: 'starting' | 'ready' | 'stopping' = 'starting';

  /** Marks the process ready (after migrations, once it listens). */
  ready(): void {
    if (this.state === 'starting') this.state = 'ready';
  }

  /** Marks the process as leaving: /readyz answers 503 from now on. */
  stopping(): void {
    this.state = 'stopping';
  }
}

import { checkServerLog } from './server-log.ts';

/** After the whole run: the server's log must hold no secret (e2e/server-log.ts). */
export default async function globalTeardown(): Promise<void> {
  await checkServerLog(Number(process.env.E2E_PORT ?? 4173));
}

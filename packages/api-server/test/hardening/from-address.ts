import type { Hono } from 'hono';
import type { Answer } from '../helpers/test-app.ts';

/**
 * Calls the app in-process as if from the network address `ip`: what clientAddress() reads from
 * @hono/node-server's env, so per-address limits can be told apart.
 */
export async function callFrom(
  app: Hono,
  ip: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer> {
  const response = await app.request(
    path,
    {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  const text = await response.text();
  const isJson = response.headers.get('Content-Type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    body: isJson ? JSON.parse(text) : undefined,
    text,
  };
}

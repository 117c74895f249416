// The thread that holds a whole list's batches against the contract in demo mode
// (streamed-check.ts): parsing and checking 100,000 rows took 0.4-0.8 s of the server's one
// thread, which this one spends beside it while the database builds the next batch.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// The contract is TypeScript (@packlight/api-types): this thread loads it as the server does.
register();
const { endpoints } = await import('@packlight/api-types');

const byName = new Map();
for (const group of Object.values(endpoints)) {
  for (const endpoint of Object.values(group)) {
    byName.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  }
}

parentPort.on('message', ({ id, endpoint, json }) => {
  let problem = null;
  try {
    const checked = byName.get(endpoint).response.safeParse(JSON.parse(json));
    if (!checked.success) problem = checked.error.message;
  } catch (error) {
    problem = String(error);
  }
  parentPort.postMessage({ id, problem });
});

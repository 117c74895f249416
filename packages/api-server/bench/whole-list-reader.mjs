// A client downloading a whole list as fast as it can, in a thread of its own so that reading
// a large body does not sit in the event loop that times the paged calls (bench/whole-list.ts).
// Says 'open' when the answer's headers arrive, then 'done' with the status and the bytes read.
import { parentPort, workerData } from 'node:worker_threads';

const { url, token } = workerData;
const answer = await fetch(url, {
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});
parentPort.postMessage({ type: 'open' });
let bytes = 0;
for await (const chunk of answer.body) bytes += chunk.byteLength;
parentPort.postMessage({ type: 'done', status: answer.status, bytes });

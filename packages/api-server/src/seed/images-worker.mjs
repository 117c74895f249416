// The demo pictures drawn off the main thread (writeDemoImages in images.ts starts it). Plain
// JavaScript: a worker does not inherit the main thread's TypeScript loader, so it registers tsx
// itself before it loads the drawing code.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawDemoImages } = await import('./images.ts');
parentPort?.postMessage(drawDemoImages());

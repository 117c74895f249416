// The demo pictures' worker body: draws the pool and hands it to the thread that started it. The
// built server runs it as dist/images-worker.mjs; in development images-worker.mjs loads it.
import { parentPort } from 'node:worker_threads';
import { drawDemoImages } from './images.ts';

parentPort?.postMessage(drawDemoImages());

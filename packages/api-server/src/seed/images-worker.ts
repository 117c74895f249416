// The demo pictures drawn off the main thread (writeDemoImages in images.ts starts it).
import { parentPort } from 'node:worker_threads';
import { drawDemoImages } from './images.ts';

parentPort?.postMessage(drawDemoImages());

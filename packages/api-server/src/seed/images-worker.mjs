// The demo pictures drawn off the main thread, in development and tests (the built server has
// its own dist/images-worker.mjs). Plain JavaScript: a worker does not inherit the main thread's
// TypeScript loader, so it registers tsx itself before it loads the drawing code.
import { register } from 'tsx/esm/api';

register();
await import('./draw-images.ts');

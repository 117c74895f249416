// The seed command in development and tests, as first-seed.ts starts it (the built server has
// its own dist/seed.mjs). Plain JavaScript: a child started by the server under tsx does not
// inherit its TypeScript loader, so it registers tsx itself before it loads the command.
import { register } from 'tsx/esm/api';

register();
await import('../cli/seed.ts');

import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 compile the embedded database (PGlite's WebAssembly) with its optimising compiler at
 * once, instead of a quick baseline first and optimising hot functions later: otherwise a new
 * server answers its first few hundred calls on slow code (the marketplace bench warms up for
 * that reason). The flag holds for the whole process, so only a process that runs the server
 * asks for it (src/main.ts), before the database opens; test processes open many short-lived
 * databases and would pay the compile each time for calls they never repeat.
 */
export function compileDatabaseEagerly(): void {
  setFlagsFromString('--no-liftoff');
}

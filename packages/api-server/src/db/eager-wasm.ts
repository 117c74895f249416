import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 compile the embedded database (PGlite: Postgres as 9 MB of WebAssembly) with its
 * optimising compiler at once. By default V8 compiles WebAssembly with a quick baseline compiler
 * first and optimises a function only after it has run for a while, so a new server answered its
 * first few hundred calls on slow code: a searched travelers page at 1k rows took 6.8-8.1 ms of
 * the server's CPU over calls 21-60 after a start, 5.0 ms compiled at once (issue #16). Compiling
 * it all costs ~0.8 s more at start and no more memory. The flag holds for the whole process, so
 * only a process that runs the server asks for it (src/main.ts): a test process opens many
 * short-lived databases and would pay that start many times for calls it never repeats. It
 * applies to WebAssembly compiled after the call, so it runs before the database opens.
 */
export function compileDatabaseEagerly(): void {
  setFlagsFromString('--no-liftoff');
}

import pino, { type Logger } from 'pino';

export type { Logger };

/** How the server writes its logs (LOG_LEVEL, LOG_FORMAT). */
export interface LogConfig {
  /** pino's level: 'info' by default; 'silent' writes nothing. */
  level: string;
  /** 'json' (one object a line, for a log system) or 'pretty' (for a person, in `pnpm dev`). */
  format: 'json' | 'pretty';
}

// Paths pino blanks out wherever a caller passes them: the request log never carries a body, a
// query string or a header, and these keep a careless `logger.info({ user })` from leaking one.
const redact = [
  'password',
  'token',
  'code',
  'secret',
  '*.password',
  '*.token',
  '*.code',
  '*.secret',
  '*.authorization',
  '*.cookie',
];

/** The process's logger: JSON lines on stdout, or pino-pretty's text in development. */
export function createLogger(config: LogConfig): Logger {
  const options = { level: config.level, redact, base: { pid: process.pid } };
  if (config.format === 'pretty') {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  return pino(options);
}

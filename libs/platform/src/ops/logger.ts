import type { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { currentRequestId } from './request-context';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Fields that must never reach a log, wherever they appear in what is logged: credentials, session cookies, sign-in
 * codes. pino replaces their values before the line is written.
 */
const SECRET_FIELDS = ['password', 'verificationCode', 'token', 'secret', 'sessionSecret', 'cookie', 'authorization', 'smtpUrl', 'databaseUrl'];
const REDACT = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** LOG_LEVEL, when it names a level; else info. */
export function logLevelFrom(value: string | undefined): Level {
  return (LEVELS as readonly string[]).includes(value ?? '') ? (value as Level) : 'info';
}

/**
 * One JSON logger per process (pino): every line carries the process name, the time, the level and — while a request
 * is in hand — its request id.
 */
export function createLogger(processName: string, level: Level = logLevelFrom(process.env.LOG_LEVEL), destination?: pino.DestinationStream): Logger {
  return pino(
    {
      name: processName,
      level,
      base: { process: processName, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT, censor: '[redacted]' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** Nest's own start-up chatter (every module loaded, every route mapped): debug, not info. */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
  'NestMicroservice',
  'WebSocketsController',
]);

/** Nest's logger interface over pino, so the framework's own lines come out as JSON too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    this.write(FRAMEWORK_CONTEXTS.has(rest[rest.length - 1] as string) ? 'debug' : 'info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  /** Nest passes the context (the class name) last, and for errors the stack before it. */
  private write(level: Exclude<Level, 'silent'>, message: unknown, rest: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}

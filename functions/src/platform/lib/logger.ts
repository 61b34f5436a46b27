import type { Context } from 'aws-lambda';
import { sourceStack } from './source-stack.js';

/**
 * The one logger: one JSON line per entry, in Powertools Logger's shape
 * (`level`, `message`, `timestamp`, `service`, `cold_start`, the Lambda
 * context's `function_*` keys, `xray_trace_id`, then the entry's own keys),
 * so log queries written for Powertools keep working. Our own few lines instead
 * of Powertools' logger in every bundle (bundle weight is what a
 * cold start pays first); we used only its levels, appended keys and context.
 * Level from POWERTOOLS_LOG_LEVEL (DEBUG, INFO, WARN, ERROR, SILENT; INFO
 * when unset), service from POWERTOOLS_SERVICE_NAME.
 */
const LEVELS = { DEBUG: 8, INFO: 12, WARN: 16, ERROR: 20, SILENT: 28 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;
type Attributes = Record<string, unknown>;

/** An Error as Powertools writes it: name, where it was thrown, message, stack (in source terms), and its cause the same way. */
function errorJson(error: Error): Attributes {
  const stack = error.stack === undefined ? undefined : sourceStack(error.stack);
  // The first frame's place: `at fn (place)`, or `at place` for an anonymous function.
  const location = /^\s*at (?:.*? \()?(.+?)\)?$/.exec(stack?.split('\n')[1] ?? '')?.[1] ?? '';
  return {
    name: error.name,
    location,
    message: error.message,
    stack,
    ...(error.cause === undefined ? {} : { cause: error.cause instanceof Error ? errorJson(error.cause) : error.cause }),
  };
}

const replacer = (_key: string, value: unknown) => (value instanceof Error ? errorJson(value) : typeof value === 'bigint' ? value.toString() : value);

class Logger {
  private coldStart = true;
  private context: Attributes = {};
  private appended: Attributes = {};

  private threshold(): number {
    const name = (process.env.POWERTOOLS_LOG_LEVEL ?? process.env.AWS_LAMBDA_LOG_LEVEL ?? 'INFO').toUpperCase();
    return LEVELS[name as keyof typeof LEVELS] ?? LEVELS.INFO;
  }

  /** Keys on every entry until the invocation ends (`resetKeys`). */
  appendKeys(keys: Attributes): void {
    Object.assign(this.appended, keys);
  }

  resetKeys(): void {
    this.appended = {};
  }

  /** The invocation's Lambda context, and whether it is the process's first (a cold start). */
  addContext(context: Context): void {
    this.context = {
      cold_start: this.coldStart,
      function_arn: context.invokedFunctionArn,
      function_memory_size: Number(context.memoryLimitInMB),
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    this.coldStart = false;
  }

  debug(message: string, extra?: Attributes): void {
    this.write('DEBUG', message, extra);
  }

  info(message: string, extra?: Attributes): void {
    this.write('INFO', message, extra);
  }

  warn(message: string, extra?: Attributes): void {
    this.write('WARN', message, extra);
  }

  error(message: string, extra?: Attributes): void {
    this.write('ERROR', message, extra);
  }

  private write(level: Level, message: string, extra: Attributes = {}): void {
    if (LEVELS[level] < this.threshold()) return;
    const traceId = process.env._X_AMZN_TRACE_ID?.split(';')[0]?.replace('Root=', '');
    const entry = {
      level,
      message,
      timestamp: new Date().toISOString(),
      service: process.env.POWERTOOLS_SERVICE_NAME ?? 'club-api',
      ...this.context,
      ...(traceId ? { xray_trace_id: traceId } : {}),
      ...this.appended,
      ...extra,
    };
    const line = JSON.stringify(entry, replacer);
    if (level === 'ERROR') console.error(line);
    else if (level === 'WARN') console.warn(line);
    else console.log(line);
  }
}

export const logger = new Logger();

/** Middy middleware: the invocation's context on every entry, appended keys cleared when it ends. */
export const loggerContext = () => ({
  before: (request: { context: Context }) => {
    logger.resetKeys();
    logger.addContext(request.context);
  },
  after: () => logger.resetKeys(),
  onError: () => logger.resetKeys(),
});

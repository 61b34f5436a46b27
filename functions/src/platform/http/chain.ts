/**
 * The route wrapper's middleware runner: middy's shape (`before`, `after`,
 * `onError` on one request object) and order, in a few lines. @middy/core
 * itself imports Node's web streams, stream promises and timers for its
 * streamed answers, which no route sends: ~3 ms of CPU at every cold start
 * before the first line of a handler runs.
 */
export interface ChainRequest<TEvent, TResult, TContext> {
  event: TEvent;
  context: TContext;
  response: TResult | undefined;
  error: unknown;
}

export type MiddlewareFn<TEvent, TResult, TContext> = (request: ChainRequest<TEvent, TResult, TContext>) => void | Promise<void>;

export interface Middleware<TEvent, TResult, TContext> {
  before?: MiddlewareFn<TEvent, TResult, TContext>;
  after?: MiddlewareFn<TEvent, TResult, TContext>;
  onError?: MiddlewareFn<TEvent, TResult, TContext>;
}

/** How long before the Lambda's own deadline the chain gives up on the handler, so the answer (a logged 500) still goes out. */
const TIMEOUT_EARLY_MS = 5;

/** The error the chain answers with when the handler runs into the Lambda's deadline. */
export class HandlerTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor() {
    super('The handler did not answer before the function timed out');
  }
}

/**
 * Runs `before` of each middleware in order, then the handler (given up
 * TIMEOUT_EARLY_MS before the context's deadline), then `after` in reverse
 * order. Anything thrown on the way clears the response and runs `onError`
 * in reverse order: the last registered answers first, the earlier ones then
 * see its response. An error no `onError` answers is thrown on.
 */
export function chain<TEvent, TResult, TContext extends { getRemainingTimeInMillis?: () => number }>(
  middlewares: readonly Middleware<TEvent, TResult, TContext>[],
  handler: (event: TEvent, context: TContext) => Promise<TResult>,
): (event: TEvent, context: TContext) => Promise<TResult> {
  const before = middlewares.flatMap((m) => (m.before ? [m.before] : []));
  const after = middlewares.flatMap((m) => (m.after ? [m.after] : [])).reverse();
  const onError = middlewares.flatMap((m) => (m.onError ? [m.onError] : [])).reverse();
  return async (event, context) => {
    const request: ChainRequest<TEvent, TResult, TContext> = { event, context, response: undefined, error: undefined };
    try {
      for (const fn of before) await fn(request);
      request.response = await withinDeadline(handler(event, context), context);
      for (const fn of after) await fn(request);
    } catch (error) {
      request.response = undefined;
      request.error = error;
      for (const fn of onError) await fn(request);
      if (request.response === undefined) throw request.error;
    }
    return request.response;
  };
}

async function withinDeadline<T>(answer: Promise<T>, context: { getRemainingTimeInMillis?: () => number }): Promise<T> {
  if (!context.getRemainingTimeInMillis) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError()), context.getRemainingTimeInMillis!() - TIMEOUT_EARLY_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// The server's log options: what pino is told besides the level.
import type { PinoLoggerOptions } from 'fastify/types/logger.js';

/** end-of-stream's message for a stream that closed before it ended. */
const PREMATURE_CLOSE = 'premature close';

/**
 * @fastify/compress logs, as an error, a compressed answer whose stream closed before its end. That
 * happens when the client goes away mid-answer (a customer leaving a page while it streams, a load
 * generator stopping): the client's doing, not a fault of the server, so it is logged at debug level
 * instead. Every other error is logged as it comes.
 */
export const logHooks: NonNullable<PinoLoggerOptions['hooks']> = {
  logMethod(args, method, level) {
    const [first] = args as unknown[];
    if (level >= 50 && first instanceof Error && first.message === PREMATURE_CLOSE) {
      this.debug(...(args as [Error]));
      return;
    }
    method.apply(this, args);
  },
};

// Express middleware: a request id on every request (taken from `X-Request-Id` or made up), echoed
// in the response, and one access log line per request when it finishes.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Id of this request in logs and in the `X-Request-Id` response header. */
    requestId: string;
    /** Logger bound to this request's id. */
    log: Logger;
  }
}

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.header('x-request-id');
    req.requestId = given && VALID_ID.test(given) ? given : randomUUID();
    req.log = logger.child({ requestId: req.requestId });
    res.setHeader('x-request-id', req.requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info(
        {
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request finished',
      );
    });
    next();
  };
}

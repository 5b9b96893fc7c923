// Refusals at the HTTP edge of /graphql, before any body parser reads the body: Apollo's CSRF rule
// (applied here again, since the parsers run before Apollo) and multipart bodies over MAX_UPLOAD_BYTES.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import MIMEType from 'whatwg-mimetype';

/** What a multipart request may carry besides its files: the `operations` and `map` fields. */
export const MULTIPART_FIELDS_ALLOWANCE_BYTES = 1024 * 1024;

/** Apollo Server's `recommendedCsrfPreventionRequestHeaders`. */
const CSRF_REQUEST_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
/** Content types a browser sends cross-site without a preflight. */
const NON_PREFLIGHTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const refused = new WeakSet<Response>();

/** Whether the edge already answered this request (errors of the abandoned body are then nobody's business). */
export function refusedAtEdge(res: Response): boolean {
  return refused.has(res);
}

/**
 * Answers at once and closes the connection, so the rest of the body is never read. Written with
 * `writeHead`/`end`: the upload middleware delays `res.send` until the whole body has arrived.
 */
function refuse(res: Response, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  refused.add(res);
  const body = JSON.stringify({ errors: [{ message, extensions: { code } }] });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

/**
 * Apollo's rule (`preventCsrf`): a request is safe when its content type forces a preflight (or
 * does not parse: Apollo refuses it anyway), or when it carries a non-empty preflight header.
 */
export function passesCsrfPrevention(headers: Request['headers']): boolean {
  const contentType = headers['content-type'];
  if (contentType !== undefined) {
    const parsed = MIMEType.parse(contentType);
    if (parsed === null || !NON_PREFLIGHTED_CONTENT_TYPES.includes(parsed.essence)) return true;
  }
  return CSRF_REQUEST_HEADERS.some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

function isMultipart(req: Request): boolean {
  const contentType = req.headers['content-type'];
  return contentType !== undefined && MIMEType.parse(contentType)?.essence === 'multipart/form-data';
}

/** The edge checks of /graphql; put it before every body parser. */
export function httpEdge(options: { maxUploadBytes: number }): RequestHandler {
  const maxBody = options.maxUploadBytes + MULTIPART_FIELDS_ALLOWANCE_BYTES;
  const tooLarge = `The request is larger than MAX_UPLOAD_BYTES allows (${options.maxUploadBytes} bytes of files)`;
  return (req: Request, res: Response, next: NextFunction): void => {
    // Requests without a body are left to Apollo, which applies the same CSRF rule to them.
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    if (!passesCsrfPrevention(req.headers)) {
      return refuse(
        res,
        400,
        'BAD_REQUEST',
        `This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of ${NON_PREFLIGHTED_CONTENT_TYPES.join(', ')}) or provide a non-empty value for one of the following headers: ${CSRF_REQUEST_HEADERS.join(', ')}`,
      );
    }
    if (!isMultipart(req)) return next();
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > maxBody) return refuse(res, 413, 'PAYLOAD_TOO_LARGE', tooLarge);
      return next();
    }
    // No length announced (chunked): count what arrives. Paused first, so that listening does not
    // start the flow before the upload parser is piped in; the parser's pipe resumes it.
    let received = 0;
    req.pause();
    const count = (chunk: Buffer): void => {
      received += chunk.length;
      if (received <= maxBody) return;
      req.off('data', count);
      req.unpipe();
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', tooLarge);
    };
    req.on('data', count);
    next();
  };
}

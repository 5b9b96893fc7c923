// Request bodies parsed without rounding: a JSON number that a double cannot hold exactly (such as
// 9007199254740993 or 9007199254740992.5) becomes an ExactNumber carrying the text the client wrote.
import express, { type NextFunction, type Request, type Response } from 'express';
import { LosslessNumber, parse as parseLossless, splitNumber } from 'lossless-json';

/**
 * A number as the client wrote it, kept because a double would round it. The CellValue scalar takes
 * it; the built-in Int, Float and ID scalars refuse it, since it is not a JavaScript number.
 */
export class ExactNumber extends LosslessNumber {
  /** What error messages (graphql-js `inspect`) and logs show; upstream bodies use lossless stringify, which writes the bare number. */
  toJSON(): string {
    return `${this.value} (a number a double cannot hold exactly)`;
  }
}

/** Whether the number `text` survives a double: written back, the double gives the same decimal value. */
function roundTrips(text: string, n: number): boolean {
  if (!Number.isFinite(n)) return false;
  const written = splitNumber(text);
  const read = splitNumber(String(n));
  return written.sign === read.sign && written.digits === read.digits && written.exponent === read.exponent;
}

/** A JSON number token: a plain number when a double holds it exactly, an ExactNumber otherwise. */
export function exactNumber(text: string): number | ExactNumber {
  const n = Number(text);
  return roundTrips(text, n) ? n : new ExactNumber(text);
}

/**
 * Whether a JSON text may hold a number a double cannot hold exactly: one with 16 or more digits
 * (with or without a decimal point), or an exponent. Numbers of at most 15 significant digits
 * always survive a double; a match (inside a string, too) only costs the slower exact parse.
 */
export function mayHoldInexactNumbers(text: string): boolean {
  return /\d{16}|[\d.]{17}|\d[eE][-+]?\d/.test(text);
}

/** Parses JSON keeping every number exact (see ExactNumber); duplicate keys keep the last value, as JSON.parse does. */
export function parseExactJson(text: string): unknown {
  if (!mayHoldInexactNumbers(text)) return JSON.parse(text);
  return parseLossless(text, null, { parseNumber: exactNumber, onDuplicateKey: ({ newValue }) => newValue });
}

/** An error the `/graphql` error handler answers as a GraphQL-over-HTTP request error (as body-parser's would be). */
function parseFailure(message: string): Error & { status: number; type: string } {
  return Object.assign(new SyntaxError(message), { status: 400, type: 'entity.parse.failed' });
}

/**
 * Replaces `express.json` for GraphQL requests: the same reading (size limit, charset, compression)
 * through `express.text`, the same strictness (an object or an array; an empty body is `{}`), and
 * an exact parse of the numbers.
 */
export function exactJsonBody(options: { limit: string }): express.RequestHandler[] {
  const readText = express.text({ type: ['application/json', 'application/*+json'], limit: options.limit });
  const parse = (req: Request, _res: Response, next: NextFunction): void => {
    if (typeof req.body !== 'string') return next();
    const text = req.body;
    if (text.trim() === '') {
      req.body = {};
      return next();
    }
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') return next(parseFailure('The request body must be a JSON object or array'));
    try {
      req.body = parseExactJson(text);
    } catch (error) {
      return next(parseFailure((error as Error).message));
    }
    next();
  };
  return [readText, parse];
}

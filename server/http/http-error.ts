import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected failure with its wire code and message. Services throw it; the app's error handler
 * answers `{ error: { code, message } }` with the status, so a handler never builds error bodies by hand.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra response headers, such as Retry-After on a 429 or 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json(errorBody(code, message), status);
}

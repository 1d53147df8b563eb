import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ErrorCode } from '../../schema';
import { HttpError } from './http-error';

/**
 * Request bodies, read straight from Node's request stream with a size limit: the web Request that
 * Hono would otherwise build around it (a ReadableStream, an AbortSignal) costs more than a small JSON
 * body itself. An oversized body is refused as soon as it is known to be too large, and its connection
 * is closed, since the rest of it is never read.
 */

/** A whole site document may be large; everything else a visitor sends is small. */
export const DOCUMENT_BODY_LIMIT = 5 * 1024 * 1024;
export const API_BODY_LIMIT = 100 * 1024;

export function payloadTooLarge(): HttpError {
  return new HttpError(413, ErrorCode.PayloadTooLarge, 'The request is too large.', { Connection: 'close' });
}

function bodyLost(): HttpError {
  return new HttpError(400, ErrorCode.InvalidRequest, 'The request body did not arrive in full.');
}

/** The body as text, or 413 past maxBytes. */
export async function readBody(c: Context, maxBytes: number): Promise<string> {
  return (await readBytes(c, maxBytes)).toString('utf8');
}

/** The body as bytes, or `tooLarge` (413 by default) past maxBytes. */
export async function readBytes(c: Context, maxBytes: number, tooLarge: () => HttpError = payloadTooLarge): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) {
    // A request made in-process (app.request) has no Node stream behind it.
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > maxBytes) throw tooLarge();
    return bytes;
  }
  // The client may have gone while the request waited its turn: there is nothing left to read then.
  if (incoming.destroyed) throw bodyLost();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        done();
        incoming.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      done();
      reject(bodyLost());
    };
    const onClose = () => {
      done();
      reject(bodyLost());
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

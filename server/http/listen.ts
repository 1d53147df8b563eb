import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { errorBody } from './errors';
import { keptPagesOf } from './kept-pages';

/**
 * Requests Node refuses before the app sees them (an address or headers past its 16 KiB limit, a
 * request that is not HTTP) still get the API's error shape, and the connection is closed since
 * nothing more can be read from it.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request_too_large', 'The address or the request headers are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'invalid_request', 'The request could not be read as HTTP.'];
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The app's requests under way per server, so a shutdown can let them finish before the database goes. */
const underWay = new WeakMap<Server, { count: number; idle: (() => void)[] }>();

/**
 * Resolves once no request of the server's app is under way (at once when none is). A socket closed by
 * the shutdown does not stop its handler: a purchase goes on to its capture, and needs the database.
 */
export function requestsFinished(server: Server): Promise<void> {
  const state = underWay.get(server);
  if (!state || state.count === 0) return Promise.resolve();
  return new Promise((resolve) => state.idle.push(resolve));
}

/**
 * The app on a port, answering malformed requests in the API's own shape. Pages the app keeps are
 * answered before it (kept-pages.ts).
 */
export function listen(app: Hono, options: { port: number; hostname?: string }, onListening?: () => void): Server {
  const kept = keptPagesOf(app);
  const listener = getRequestListener(app.fetch, { hostname: options.hostname });
  const state = { count: 0, idle: [] as (() => void)[] };
  const appListener = (req: IncomingMessage, res: ServerResponse) => {
    state.count += 1;
    void listener(req, res).finally(() => {
      state.count -= 1;
      if (state.count === 0) for (const resolve of state.idle.splice(0)) resolve();
    });
  };
  const server = createServer(
    kept
      ? (req, res) => {
          if (!kept.answer(req, res)) appListener(req, res);
        }
      : appListener,
  );
  underWay.set(server, state);
  server.on('clientError', answerClientError);
  // Node closes an idle kept-alive connection after 5 s, and a client that sends its next request on it
  // just then gets a reset instead of an answer ('socket hang up'). Clients and load balancers hold
  // theirs for a minute or more: keep ours open longer, so the client is the one that closes.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(options.port, options.hostname, onListening);
  return server;
}

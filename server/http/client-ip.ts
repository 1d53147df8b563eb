import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the connection. Forwarding headers are not trusted: anyone can send them, and
 * the login rate limit would be worthless if a client could choose its own address.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in a test) have no socket.
    return 'unknown';
  }
}

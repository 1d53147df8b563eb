import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ErrorCode } from '../../schema';
import type { Db } from '../db/client';
import { ownerFromToken, SESSION_COOKIE } from '../services/auth';
import type { AppEnv } from './env';
import { HttpError } from './errors';

/** Lets a request through only with a live owner session, and puts the owner and site on the context. */
export function requireOwner(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const owner = await ownerFromToken(db, getCookie(c, SESSION_COOKIE));
    if (!owner) throw new HttpError(401, ErrorCode.Unauthorized, 'Please sign in to continue.');
    c.set('owner', owner);
    await next();
  });
}

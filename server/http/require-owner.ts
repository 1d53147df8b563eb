import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { ErrorCode, SITE_CHANGED_MESSAGE, SITE_HEADER } from '../../schema';
import type { Db } from '../db/client';
import { ownerFromToken, SESSION_COOKIE } from '../services/auth';
import type { AppEnv } from './env';
import { HttpError } from './errors';

/**
 * Lets a request through only with a live owner session, and puts the owner and site on the context.
 * A request that names its site (the builder's changes do) must name the session's.
 */
export function requireOwner(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const owner = await ownerFromToken(db, getCookie(c, SESSION_COOKIE));
    if (!owner) throw new HttpError(401, ErrorCode.Unauthorized, 'Please sign in to continue.');
    const named = c.req.header(SITE_HEADER);
    if (named !== undefined && named !== owner.site.subdomain) throw new HttpError(409, ErrorCode.SiteChanged, SITE_CHANGED_MESSAGE);
    c.set('owner', owner);
    await next();
  });
}

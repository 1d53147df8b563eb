import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loginRequestSchema } from '../../schema';
import { clientIp, requestProtocol } from '../http/forwarded';
import type { AppDeps, AppEnv } from '../http/env';
import { readJson } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { login, logout, ownerSession, SESSION_COOKIE } from '../services/auth';

/** Owner sign-in with an HttpOnly SameSite=Lax session cookie, under /api/auth. */
export function authRoutes({ db, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', async (c) => {
    const credentials = await readJson(c, loginRequestSchema);
    const { token, owner, maxAgeSeconds } = await login(db, credentials, clientIp(c, config.trustProxy));
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: maxAgeSeconds,
      // Behind a TLS-terminating proxy the request arrives as http; the visitor's scheme is what counts.
      secure: requestProtocol(c, config.trustProxy) === 'https',
    });
    return c.json(await ownerSession(db, owner));
  });

  app.post('/logout', async (c) => {
    await logout(db, getCookie(c, SESSION_COOKIE));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ ok: true });
  });

  app.get('/me', requireOwner(db), async (c) => c.json(await ownerSession(db, c.get('owner'))));

  return app;
}

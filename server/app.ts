import { compress } from 'hono/compress';
import { Hono, type Context, type Next } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode } from '../schema';
import { admission } from './http/admission';
import type { AppDeps } from './http/env';
import { errorBody, errorResponse, HttpError } from './http/errors';
import { attachKeptPages, HTML_SECURITY_HEADERS, KeptPages } from './http/kept-pages';
import { authRoutes } from './routes/auth';
import { backOfficeRoutes } from './routes/back-office';
import { commerceRoutes } from './routes/commerce';
import { commerceOwnerRoutes } from './routes/commerce-owner';
import { contentRoutes } from './routes/content';
import { editorRoutes } from './routes/editor';
import { findabilityRoutes } from './routes/findability';
import { fontRoutes } from './routes/fonts';
import { formsRoutes, subscriptionLinkRoutes } from './routes/forms';
import { formsOwnerRoutes } from './routes/forms-owner';
import { imageRoutes } from './routes/images';
import { mailboxRoutes } from './routes/mailbox';
import { mediaRoutes } from './routes/media';
import { searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { staticRoutes } from './routes/static';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin's host:port, with the scheme's default port dropped as browsers drop it from Host. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cross-site request refusal: a browser always sends Origin on cross-site POSTs, so a state-changing
 * API call whose Origin names another host is refused. Calls without Origin (curl, server to server) pass.
 */
async function sameOriginOnly(c: Context, next: Next) {
  const origin = c.req.header('origin');
  if (origin !== undefined && STATE_CHANGING.has(c.req.method)) {
    const host = (c.req.header('host') ?? '').toLowerCase().replace(/:(80|443)$/, '');
    if (originHost(origin) !== host) {
      return errorResponse(c, 403, ErrorCode.Forbidden, 'This request came from another site and was refused.');
    }
  }
  await next();
}

/** Headers every HTML answer carries (the kept pages' fast path sends the same ones). */
async function htmlSecurityHeaders(c: Context, next: Next) {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
  for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) c.res.headers.set(name, value);
}

/** Expected failures become `{ error: { code, message } }`; anything else is a bug, logged and never shown. */
function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) return c.json(errorBody(err.code, err.message), err.status, err.headers);
  if (err instanceof HTTPException && err.status < 500) {
    const code = ErrorCode.InvalidRequest;
    return c.json(errorBody(code, err.message || 'The request could not be handled.'), err.status as ContentfulStatusCode);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  if (c.req.path.startsWith('/api/')) {
    return c.json(errorBody('internal', 'Something went wrong on our side. Please try again in a moment.'), 500);
  }
  return c.text('Something went wrong on our side. Please try again in a moment.', 500);
}

/** The whole HTTP surface: API, images, built assets, the builder app and the visitor sites. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.onError(handleError);
  // Text answers (pages with their inlined stylesheet, JSON, CSS, scripts) go gzip'ed to clients that take it.
  app.use('*', compress());
  app.use('*', htmlSecurityHeaders);
  // Everything but the built files, the pictures and the font files (/fonts/{family}/{file}) waits its turn for the database.
  const admitted = admission(deps.config.admission);
  // Pictures are not turned away either: a browser asks for all of a page's pictures at once, and one
  // that waits shows late where one refused shows broken. Their drawing has its own limit (images.ts).
  app.use('*', (c, next) => (c.req.path.startsWith('/static/') || c.req.path.startsWith('/img/') || /^\/fonts\/[^/]+\/[^/]+$/.test(c.req.path) ? next() : admitted(c, next)));

  app.use('/api/*', sameOriginOnly);

  app.route('/api', commerceRoutes(deps));
  app.route('/api', contentRoutes(deps));
  app.route('/api', searchRoutes(deps));
  app.route('/api', formsRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/editor', editorRoutes(deps));
  app.route('/api/media', mediaRoutes(deps));
  app.route('/api/owner', formsOwnerRoutes(deps));
  app.route('/api/owner', commerceOwnerRoutes(deps));
  app.route('/api/owner', backOfficeRoutes(deps));
  app.all('/api/*', (c) => errorResponse(c, 404, ErrorCode.NotFound, `There is no API at ${c.req.method} ${c.req.path}.`));

  app.route('/img', imageRoutes(deps));
  app.route('/fonts', fontRoutes());
  app.route('/', staticRoutes(deps));
  app.route('/', mailboxRoutes(deps));
  app.route('/', findabilityRoutes(deps));
  app.route('/', subscriptionLinkRoutes(deps));
  // Last: the visitor sites answer every GET.
  const kept = new KeptPages(deps);
  attachKeptPages(app, kept);
  app.route('/', siteRoutes(deps, kept));
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

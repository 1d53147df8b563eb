import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { createHash } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { SITE_CSS } from '../../renderer/site/styles';
import type { AppDeps } from '../http/env';

/** The site stylesheet the builder's canvas links (visitor pages inline it), named by its content. */
const SITE_CSS_VERSION = createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 16);
export const SITE_CSS_PATH = `/static/site.css?v=${SITE_CSS_VERSION}`;

const NOT_BUILT = 'The builder has not been built yet. Run `npm run build` in the project folder, then reload this page.';

/** Built browser files under /static/* and the builder app at /editor, both from the vite output. */
export function staticRoutes({ config }: AppDeps): Hono {
  const app = new Hono();
  // Created on first use: the dist folder may appear (npm run build) after the server started.
  let files: MiddlewareHandler | null = null;

  app.get('/static/site.css', (c) => {
    const current = c.req.query('v') === SITE_CSS_VERSION;
    c.header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
    c.header('ETag', `"${SITE_CSS_VERSION}"`);
    // Compressed answers carry the tag weak (W/"…"); either form names this content.
    const tags = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags.includes(`"${SITE_CSS_VERSION}"`)) return c.body(null, 304);
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(SITE_CSS);
  });

  app.get('/static/*', async (c, next) => {
    if (!files) {
      if (!existsSync(config.distDir)) return c.text('Not found', 404);
      files = serveStatic({
        root: config.distDir,
        rewriteRequestPath: (path) => path.replace(/^\/static/, ''),
        onFound: (path, ctx) => {
          // Vite puts a content hash in every file name under assets/, so they never change.
          if (path.includes('/assets/')) ctx.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      });
    }
    return files(c, next);
  });
  app.get('/static/*', (c) => c.text('Not found', 404));

  const editorApp = (c: Parameters<MiddlewareHandler>[0]) => {
    const index = join(config.distDir, 'editor', 'index.html');
    if (!existsSync(index)) return c.text(NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    // The canvas's site stylesheet starts loading with the builder's own files.
    const preload = `<link rel="preload" as="style" href="${SITE_CSS_PATH}" data-site-css>`;
    return c.html(readFileSync(index, 'utf8').replace('</head>', `${preload}</head>`));
  };
  app.get('/editor', editorApp);
  app.get('/editor/*', editorApp);

  return app;
}

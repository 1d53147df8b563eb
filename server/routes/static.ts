import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../http/env';

const NOT_BUILT = 'The builder has not been built yet. Run `npm run build` in the project folder, then reload this page.';

/** Built browser files under /static/* and the builder app at /editor, both from the vite output. */
export function staticRoutes({ config }: AppDeps): Hono {
  const app = new Hono();
  // Created on first use: the dist folder may appear (npm run build) after the server started.
  let files: MiddlewareHandler | null = null;

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
    return c.html(readFileSync(index, 'utf8'));
  };
  app.get('/editor', editorApp);
  app.get('/editor/*', editorApp);

  return app;
}

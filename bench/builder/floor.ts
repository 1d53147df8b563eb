import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Serves ./floor.html, the bench's frameworkless reference page, on a port of its own. */
export async function serveFloor(): Promise<{ url: string; close(): Promise<void> }> {
  const html = readFileSync(resolve(import.meta.dirname, 'floor.html'));
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/floor.html') {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/floor.html`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

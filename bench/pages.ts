import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processStorage, startServerProcess } from '../server/test/process';

/**
 * Kept visitor pages beside a static server, in one run: wrk (32 connections, one thread) against one
 * Node process of ours and against nginx with one worker serving the very same HTML bytes from disk.
 * Then pages that are not kept: every request a new address, so each one is rendered. Needs wrk and
 * nginx (Debian: apt-get install -y wrk nginx-light); without them it says so and measures nothing.
 */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS) || 10;

interface WrkFigure {
  rps: number;
  p99: number;
  /** Answers other than 2xx and 3xx (a busy server's 503s). */
  errors: number;
}

function has(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** wrk's latency percentile line ('99%  1.23ms') in milliseconds. */
function parseMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : n;
}

function runWrk(url: string, script?: string, errorsAllowed = false): WrkFigure {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  if (non2xx && !errorsAllowed) throw new Error(`wrk got ${non2xx[1]} error answers from ${url}`);
  return { rps, p99: p99 ? parseMs(p99[1], p99[2]) : NaN, errors: non2xx ? Number(non2xx[1]) : 0 };
}

/** The busy answers of a run, where there were any (they do not count as pages served). */
function busy(figure: WrkFigure): string {
  return figure.errors ? `, ${figure.errors} answered busy` : '';
}

async function startNginx(root: string): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const conf = join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${join(root, 'nginx.pid')}; error_log ${join(root, 'error.log')};
events { worker_connections 1024; }
http { access_log off; default_type text/html; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${root}; proxy_temp_path ${root}; fastcgi_temp_path ${root}; uwsgi_temp_path ${root}; scgi_temp_path ${root};
  server { listen 127.0.0.1:${port}; root ${root}; } }
`,
  );
  const child = spawn('nginx', ['-c', conf, '-p', root], { stdio: 'ignore' });
  for (let i = 0; i < 50; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    if ((await fetch(`http://127.0.0.1:${port}/home.html`).catch(() => null))?.ok) break;
  }
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

export async function measurePages(samplePath: string | null, print: (line: string) => void): Promise<void> {
  if (!has('wrk') || !has('nginx')) {
    print('skipped: wrk and nginx are needed (apt-get install -y wrk nginx-light)');
    return;
  }
  const storage = await processStorage(null);
  const ours = await startServerProcess({ ...storage.env, ...(samplePath ? { ARTWORKS_SAMPLE_PATH: samplePath } : {}) });
  const root = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  try {
    const { inventory } = (await (await fetch(`${ours.url}/api/inventory?sub=demo&status=5&limit=1`)).json()) as { inventory: { inventoryId: number }[] };
    const pages = { home: '/?sub=demo', art: `/art/${inventory[0].inventoryId}?sub=demo`, cart: '/buy/?sub=demo' };
    for (const [name, path] of Object.entries(pages)) writeFileSync(join(root, `${name}.html`), await (await fetch(`${ours.url}${path}`)).text());
    // The works whose art pages are rendered in turn at the end (read now, before the load).
    const workIds: number[] = [];
    for (let offset = 0; offset < 2000; offset += 100) {
      const page = (await (await fetch(`${ours.url}/api/inventory?sub=demo&limit=100&offset=${offset}`)).json()) as { inventory: { inventoryId: number }[]; hasMore: boolean };
      workIds.push(...page.inventory.map((i) => i.inventoryId));
      if (!page.hasMore) break;
    }
    const nginx = await startNginx(root);
    try {
      for (const [name, path] of Object.entries(pages)) {
        runWrk(`${ours.url}${path}`); // warm: the page kept, the process's code optimised
        const node = runWrk(`${ours.url}${path}`);
        const stat = runWrk(`${nginx.url}/${name}.html`);
        print(
          `${`${name} page, kept`.padEnd(28)} ours ${node.rps.toFixed(0)} req/s p99 ${node.p99.toFixed(1)} ms | nginx ${stat.rps.toFixed(0)} req/s p99 ${stat.p99.toFixed(1)} ms | ${((node.rps / stat.rps) * 100).toFixed(0)}% of nginx`,
        );
      }
    } finally {
      nginx.stop();
    }
    // Every request a new address: nothing kept, each page rendered (with its lists read from the database).
    const script = join(root, 'fresh.lua');
    writeFileSync(script, 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "/?sub=demo&fresh=" .. n)\nend\n');
    const fresh = runWrk(`${ours.url}/`, script, true);
    print(`${'home page, rendered each time'.padEnd(28)} ours ${fresh.rps.toFixed(0)} req/s p99 ${fresh.p99.toFixed(1)} ms${busy(fresh)} (budget: at least 300/s; its data read once)`);
    // Distinct art pages, each read from the database and rendered: the first visit to every work.
    const ids = workIds.join(',');
    const artScript = join(root, 'art.lua');
    writeFileSync(artScript, `local ids = {${ids}}\nlocal n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, "/art/" .. ids[(n % #ids) + 1] .. "?sub=demo&fresh=" .. n)\nend\n`);
    const art = runWrk(`${ours.url}/`, artScript, true);
    print(`${`${workIds.length} art pages in turn`.padEnd(28)} ours ${art.rps.toFixed(0)} req/s p99 ${art.p99.toFixed(1)} ms${busy(art)} (each rendered, its data read: more works than are kept)`);
  } finally {
    await ours.stop();
    await storage.dispose();
    rmSync(storage.env.DATA_DIR, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
}

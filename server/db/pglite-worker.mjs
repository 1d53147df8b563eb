// The embedded database in a thread of its own. PGlite runs PostgreSQL as WebAssembly, synchronously:
// on the server's main thread every query would stop it from reading requests and even from accepting
// connections, so under load new visitors wait seconds to be let in. Here it runs beside the main
// thread, which sends it queries and transactions as messages (see pglite-thread.ts). Plain JavaScript,
// so it starts the same under `npm start`, the tests and the benchmarks.
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// As drizzle-orm/pglite asks for them: dates, times and intervals as PostgreSQL writes them.
const identity = (value) => value;
const PARSERS = {
  [types.TIMESTAMP]: identity,
  [types.TIMESTAMPTZ]: identity,
  [types.INTERVAL]: identity,
  [types.DATE]: identity,
  1231: identity,
  1115: identity,
  1185: identity,
  1187: identity,
  1182: identity,
};

// Site search (migration 0013) needs trigram similarity and accent folding, loaded as PGlite extensions.
const extensions = { pg_trgm, unaccent };
// In memory, its files in dataDir, or in memory from a dump of another's files (the tests' seeded template).
const pg = workerData.dataDir
  ? new PGlite(workerData.dataDir, { extensions })
  : new PGlite({ extensions, ...(workerData.loadFrom ? { loadDataDir: new Blob([readFileSync(workerData.loadFrom)]) } : {}) });
/** Open transactions: their id, and the queue of messages waiting for them. */
const transactions = new Map();

function reply(id, result) {
  parentPort.postMessage({ id, result });
}

/** A PostgreSQL error keeps its fields (code, detail, constraint …) across the thread boundary. */
function fail(id, error) {
  const fields = {};
  for (const key of Object.keys(error ?? {})) {
    const value = error[key];
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  parentPort.postMessage({ id, error: { ...fields, name: error?.name ?? 'Error', message: String(error?.message ?? error) } });
}

const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

/** A query or a multi-statement exec, on the database or inside a transaction. */
async function run(target, message) {
  if (message.kind === 'exec') return (await target.exec(message.sql)).map(plain);
  return plain(await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers: PARSERS }));
}

function begin(message) {
  let deliver;
  const queue = [];
  const next = () => new Promise((resolve) => (queue.length ? resolve(queue.shift()) : (deliver = resolve)));
  transactions.set(message.tx, (m) => (deliver ? (deliver(m), (deliver = undefined)) : queue.push(m)));
  let ending;
  pg.transaction(async (tx) => {
    reply(message.id, null);
    for (;;) {
      const m = await next();
      if (m.kind === 'query' || m.kind === 'exec') {
        try {
          reply(m.id, await run(tx, m));
        } catch (error) {
          fail(m.id, error);
        }
      } else {
        ending = m;
        if (m.kind === 'rollback') await tx.rollback();
        return;
      }
    }
  }).then(
    () => {
      transactions.delete(message.tx);
      if (ending) reply(ending.id, null);
    },
    (error) => {
      transactions.delete(message.tx);
      if (ending) fail(ending.id, error);
      else fail(message.id, error);
    },
  );
}

parentPort.on('message', async (message) => {
  if (message.tx !== undefined && message.kind !== 'begin') {
    const deliver = transactions.get(message.tx);
    if (deliver) deliver(message);
    else fail(message.id, new Error(`transaction ${message.tx} is not open`));
    return;
  }
  try {
    if (message.kind === 'begin') begin(message);
    else if (message.kind === 'query' || message.kind === 'exec') reply(message.id, await run(pg, message));
    else if (message.kind === 'dump') {
      const files = await pg.dumpDataDir('none');
      writeFileSync(message.path, Buffer.from(await files.arrayBuffer()));
      reply(message.id, null);
    } else if (message.kind === 'close') {
      await pg.close();
      reply(message.id, null);
    }
  } catch (error) {
    fail(message.id, error);
  }
});

await pg.waitReady;
// Site changes (migration 0012's trigger) go to the main thread, which keeps site rows in memory.
await pg.listen('site_changed', (payload) => parentPort.postMessage({ channel: 'site_changed', payload }));
parentPort.postMessage({ ready: true });

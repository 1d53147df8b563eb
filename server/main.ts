import { asc, eq } from 'drizzle-orm';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { listen, requestsFinished } from './http/listen';
import { owners, ownerSites, sites } from './db/schema';
import { BulkJobRunner } from './services/back-office/bulk-jobs';
import { startTrashPurge } from './services/back-office/trash';
import { startReconciler } from './services/commerce';
import { startSearchTermsPruning } from './services/content/search-terms';
import { smtpHost, smtpTransport, startDeliveryLoop, type DeliveryLoop } from './services/mail';
import { seedIfEmpty, type SeedResult } from './services/seed';
import { VIEWING_ROOM_PASSWORD, VIEWING_ROOM_SLUG } from '../fixtures/documents';
import { GALLERY_SUBDOMAIN } from '../fixtures/seed-plan';
import { mediaStoreFor } from './services/site/media-store';

/** How often a server process looks for queued mail when SMTP is configured. */
const MAIL_INTERVAL_MS = 5000;
/** How often a server process removes for good what has been in the trash past its 30 days (and once at start). */
const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** How often a server process settles purchases a crash left half done (and once at start). */
const RECONCILE_INTERVAL_MS = 60_000;
/** How often a server process looks for bulk jobs whose process died (their lease ran out), and once at start. */
const BULK_JOB_SWEEP_MS = 10_000;

/**
 * Start-up: configuration from the environment, the database (created and migrated on first start),
 * the demo seed when it is empty, then the HTTP server. Prints where everything is.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // A bad SMTP_URL stops the start here, before anything is created, rather than failing every send later.
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let seeded: SeedResult | null;
  const seedStart = performance.now();
  try {
    seeded = await seedIfEmpty(database.db, {
      artworksSamplePath: config.artworksSamplePath,
      ownerEmail: config.ownerEmail,
      ownerPassword: config.ownerPassword,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const mail: DeliveryLoop | null = transport
    ? startDeliveryLoop(database.db, transport, { from: config.mailFrom, intervalMs: MAIL_INTERVAL_MS })
    : null;

  const reconciler = startReconciler(database.db, { intervalMs: RECONCILE_INTERVAL_MS, leaseSeconds: config.checkoutLeaseSeconds, payments: { stripe: config.stripe } });
  const trashPurge = startTrashPurge(database.db, mediaStoreFor(config.dataDir), { intervalMs: TRASH_PURGE_INTERVAL_MS });
  const searchTerms = startSearchTermsPruning(database.db);

  // Jobs this process starts, and those a stopped process left (taken up at once, then looked for again).
  const bulkJobs = new BulkJobRunner(database.db, config.bulkJobs);
  bulkJobs.startSweeping(BULK_JOB_SWEEP_MS);

  const app = createApp({ db: database.db, config, bulkJobs });
  const server = listen(app, { port: config.port }, () => {
    describeStart(database, config, seeded, seedSeconds).then(
      (text) => console.log(text),
      (error) => console.error('Could not describe the sites:', error),
    );
  });
  server.on('error', async (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `Port ${config.port} is in use. Set PORT to another port.` : error);
    await mail?.stop();
    await reconciler.stop();
    await bulkJobs.stop();
    await trashPurge.stop();
    await searchTerms.stop();
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1); // a second Ctrl+C: do not wait any longer
    stopping = true;
    console.log(`\n${signal}: shutting down…`);
    // Keep-alive connections may hold close() open; do not let them hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Requests under way get a moment to finish; then kept-alive connections go too, so close() returns.
    const cut = setTimeout(() => server.closeAllConnections(), 2000);
    await closed;
    clearTimeout(cut);
    // A request whose connection was cut is still running (a purchase on its way to the capture): the
    // database stays until it ends, within the 5 s above.
    await requestsFinished(server);
    await mail?.stop();
    await reconciler.stop();
    await bulkJobs.stop();
    await trashPurge.stop();
    await searchTerms.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function describeStart(database: Database, config: Config, seeded: SeedResult | null, seedSeconds: number): Promise<string> {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const base = `http://${config.rootHost}${port}`;
  const siteRows = await database.db.select().from(sites).orderBy(asc(sites.id));
  const memberships = await database.db
    .select({ email: owners.email, subdomain: sites.subdomain })
    .from(ownerSites)
    .innerJoin(owners, eq(owners.id, ownerSites.ownerId))
    .innerJoin(sites, eq(sites.id, ownerSites.siteId))
    .orderBy(asc(ownerSites.id));
  const sitesOf = new Map<string, string[]>();
  for (const m of memberships) sitesOf.set(m.email, [...(sitesOf.get(m.email) ?? []), `'${m.subdomain}'`]);
  const ownerRows = [...sitesOf].map(([email, subdomains]) => ({ email, sites: subdomains.join(' and '), count: subdomains.length }));

  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [`Server running on ${base}/ — database: ${where}`];
  if (seeded) {
    const c = seeded.catalogue;
    lines.push(`First start: seeded ${seeded.sites.length} demo sites with ${c.artworks.toLocaleString('en-US')} artworks by ${c.artists} artists from ${c.name} (${seedSeconds.toFixed(1)} s).`);
  }
  lines.push('');
  const width = Math.max(...siteRows.map((s) => s.company.length)) + 16;
  for (const site of siteRows) {
    const label = `${site.company} (${site.userType === 1 ? 'artist site' : 'gallery'})`.padEnd(width);
    lines.push(`  ${label}http://${site.subdomain}.${config.rootHost}${port}/   or   ${base}/?sub=${site.subdomain}`);
  }
  lines.push(`  ${'Builder'.padEnd(width)}${base}/editor`);
  const gallery = siteRows.find((site) => site.subdomain === GALLERY_SUBDOMAIN);
  if (seeded && gallery) lines.push(`  ${'Viewing room'.padEnd(width)}${base}/${VIEWING_ROOM_SLUG}?sub=${gallery.subdomain}   password: ${VIEWING_ROOM_PASSWORD}`);
  lines.push('');

  if (seeded) {
    const note = seeded.owner.generated ? 'generated now and shown only this once; set OWNER_PASSWORD to choose one' : 'from OWNER_PASSWORD';
    lines.push(`  Owner sign-in: ${seeded.owner.email}  password: ${seeded.owner.password}  (${note})`);
    const gallery = ownerRows.find((o) => o.email === seeded.owner.email);
    if (gallery && gallery.count > 1) lines.push(`  ${seeded.owner.email} works on ${gallery.sites}: switch sites in the builder's top bar`);
    for (const o of ownerRows.filter((o) => o.email !== seeded.owner.email)) lines.push(`  Owner of ${o.sites}: ${o.email}, same password`);
  } else {
    lines.push(`  Owner accounts (${ownerRows.map((o) => `${o.email} for ${o.sites}`).join(', ')}) were created on the first start;`);
    lines.push('  their password was printed then (or came from OWNER_PASSWORD). Delete the data folder to start afresh.');
  }
  lines.push(
    '',
    config.smtpUrl
      ? `Mail: SMTP via ${smtpHost(config.smtpUrl)}`
      : `Mail: SMTP_URL is not set, so mails stay in the outbox; signed in as an owner, read them at ${base}/dev/mailbox`,
  );
  return lines.join('\n');
}

main().catch((error) => {
  console.error('The server could not start:', error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

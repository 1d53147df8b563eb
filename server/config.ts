import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AdmissionLimits } from './http/admission';
import { BULK_JOB_DEFAULTS, type BulkJobSettings } from './services/back-office/bulk-job-settings';
import { parseTrustProxy, type TrustedProxies } from './http/forwarded';

/**
 * All configuration, read once from the environment with working defaults, so `npm start` needs none.
 */
/** A setting the person starting the server must correct; its message is shown alone, without a stack. */
export class ConfigError extends Error {}

export interface Config {
  port: number;
  /** Where the embedded database and generated images live. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | null;
  /** The shared public-domain artwork sample; null falls back to fixtures/catalogue. */
  artworksSamplePath: string | null;
  ownerEmail: string | null;
  ownerPassword: string | null;
  /** The site served on a bare host without ?sub=. */
  defaultSubdomain: string;
  /** Built browser assets (vite output). */
  distDir: string;
  /** Host suffix that carries subdomains, e.g. demo.localhost. */
  rootHost: string;
  /** The provider's marketing page, linked from every site's footer credit. */
  providerUrl: string;
  /** smtp://user:pass@host:587 to send mail; null keeps every mail in the outbox only. */
  smtpUrl: string | null;
  /** The From header of every mail sent. */
  mailFrom: string;
  /**
   * How long a checkout request owns its purchase before a retry or the reconciler may finish it: longer
   * than any one call to the payment provider takes.
   */
  checkoutLeaseSeconds: number;
  /** How many requests are worked on at once and how many may wait, before 503 Retry-After. */
  admission: AdmissionLimits;
  /** Bulk actions by filter over many works, run as jobs in chunks (server/services/back-office/bulk-jobs.ts). */
  bulkJobs: BulkJobSettings;
  /** Reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; null believes none. */
  trustProxy: TrustedProxies | null;
  /**
   * Stripe's keys (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET for its events,
   * STRIPE_API_BASE only for tests): sites whose payment provider is 'stripe' take cards through it.
   * Null without both keys, and such sites then cannot take payments.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null; apiBase: string | null } | null;
}

function positiveNumber(name: string, value: string | undefined, fallback: number, unit = 'seconds'): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (unit === 'works' && !Number.isInteger(n))) throw new ConfigError(`${name} must be a positive number of ${unit}, not '${value}'.`);
  return n;
}

function trustProxyFrom(setting: string | undefined): TrustedProxies | null {
  try {
    return parseTrustProxy(setting);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/**
 * The embedded database runs one query at a time, so a few requests in hand keep it busy and a short
 * queue keeps every answer under a second; past that, 503 Retry-After. PostgreSQL serves many at once.
 */
const EMBEDDED_ADMISSION: AdmissionLimits = { concurrent: 4, queue: 256, waitMs: 800 };
const POSTGRES_ADMISSION: AdmissionLimits = { concurrent: 64, queue: 1024, waitMs: 2000 };

const DEFAULT_SAMPLE = resolve(import.meta.dirname, '../../shared/data/artworks-sample.json');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const samplePath = env.ARTWORKS_SAMPLE_PATH ?? DEFAULT_SAMPLE;
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    artworksSamplePath: samplePath && existsSync(samplePath) ? samplePath : null,
    ownerEmail: env.OWNER_EMAIL || null,
    ownerPassword: env.OWNER_PASSWORD || null,
    defaultSubdomain: env.DEFAULT_SITE ?? 'demo',
    distDir: resolve(env.DIST_DIR ?? resolve(import.meta.dirname, '../dist')),
    rootHost: env.ROOT_HOST ?? 'localhost',
    providerUrl: env.PROVIDER_URL ?? 'https://www.example.com/website-builder',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Gallery Sites <no-reply@localhost>',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    checkoutLeaseSeconds: positiveNumber('CHECKOUT_LEASE_SECONDS', env.CHECKOUT_LEASE_SECONDS, 30),
    admission: env.DATABASE_URL ? POSTGRES_ADMISSION : EMBEDDED_ADMISSION,
    bulkJobs: {
      threshold: positiveNumber('BULK_JOB_THRESHOLD', env.BULK_JOB_THRESHOLD, BULK_JOB_DEFAULTS.threshold, 'works'),
      chunk: positiveNumber('BULK_JOB_CHUNK', env.BULK_JOB_CHUNK, BULK_JOB_DEFAULTS.chunk, 'works'),
      leaseSeconds: positiveNumber('BULK_JOB_LEASE_SECONDS', env.BULK_JOB_LEASE_SECONDS, BULK_JOB_DEFAULTS.leaseSeconds),
      chunkMs: BULK_JOB_DEFAULTS.chunkMs,
      pauseMs: BULK_JOB_DEFAULTS.pauseMs,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || null, apiBase: env.STRIPE_API_BASE || null }
        : null,
  };
}

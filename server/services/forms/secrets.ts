import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/**
 * The server's signing secrets, one per purpose, shared by every process through the database: the
 * first process to need one makes it (a conflicting insert loses quietly and reads the winner's).
 * Kept per process once read, per database.
 */
const kept = new WeakMap<Db, Map<string, Promise<string>>>();

export type SecretName = 'bot-check' | 'bot-check-key' | 'page-access' | 'subscription-links';

export function serverSecret(db: Db, name: SecretName): Promise<string> {
  let secrets = kept.get(db);
  if (!secrets) kept.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return row.value;
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

/** HMAC-SHA-256 of a text, base64url. */
export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Whether a signature matches, compared in constant time. */
export function signatureMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, text));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

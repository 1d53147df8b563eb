import { createHash, type Hash } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The bot check solved as the widget solves it, for tests that send forms over HTTP (server tests and e2e). */

let saltHashed: { salt: Uint8Array; hash: Hash } | null = null;
/**
 * ALTCHA's SHA-256 key derivation with the salt hashed once per challenge: the same keys (one SHA-256 of
 * salt then password, the only cost the server asks), a third of the time, which the hundreds of forms
 * the server tests send add up to minutes of.
 */
const deriveKeyQuickly: typeof deriveKey = async (parameters, salt, password) => {
  if (parameters.algorithm !== 'SHA-256' || parameters.cost > 1) return deriveKey(parameters, salt, password);
  if (saltHashed?.salt !== salt) saltHashed = { salt, hash: createHash('sha256').update(salt) };
  return { parameters: {}, derivedKey: saltHashed.hash.copy().update(password).digest().subarray(0, parameters.keyLength ?? 32) };
};

/** The widget's payload for a challenge: base64 of { challenge, solution }. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey: deriveKeyQuickly });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}


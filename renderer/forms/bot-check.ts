import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { FormPath } from '../../schema/api/forms-text';

/**
 * The invisible bot check (ALTCHA, proof of work v2): a challenge fetched from the site's server, solved
 * here with the browser's own SHA-256 (altcha-lib's browser-safe solver, no widget), and sent in the
 * form's Robots field as the widget would send it: base64 of JSON { challenge, solution }. The server
 * verifies it, once. Loaded only with a form's code, when a popup opens or a form is first touched.
 */

export interface BotCheckChallenge {
  parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string; expiresAt?: number } & Record<string, unknown>;
  signature: string;
}

export interface BotCheckToken {
  /** The Robots field's value. */
  value: string;
  /** When the challenge expires (ms since the epoch), or null when it does not say. */
  expiresAt: number | null;
}

/** Why no token came: the challenge never arrived ('unreachable': no bot-check response at all), or it could not be solved. */
export class BotCheckError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'unsolved' = 'unsolved',
  ) {
    super(message);
  }
}

/** Solves one challenge; null when it could not be solved in time or was aborted. */
export async function solveBotCheck(challenge: BotCheckChallenge, signal?: AbortSignal): Promise<BotCheckToken | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], controller, deriveKey, timeout: 60_000 });
  if (!solution) return null;
  const payload = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  const expiresAt = typeof challenge.parameters.expiresAt === 'number' ? challenge.parameters.expiresAt * 1000 : null;
  return { value: btoa(payload), expiresAt };
}

/** Fetches a fresh challenge and solves it. */
export async function fetchBotCheckToken(signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<BotCheckToken> {
  let challenge: BotCheckChallenge;
  try {
    const response = await fetchImpl(FormPath.botCheckChallenge, { headers: { Accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store', signal });
    if (!response.ok) throw new BotCheckError(`The challenge answered ${response.status}`, 'unreachable');
    challenge = (await response.json()) as BotCheckChallenge;
  } catch (error) {
    throw error instanceof BotCheckError ? error : new BotCheckError('The challenge could not be fetched', 'unreachable');
  }
  const token = await solveBotCheck(challenge, signal);
  if (!token) throw new BotCheckError('The challenge could not be solved');
  return token;
}

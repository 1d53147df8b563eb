import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { BOT_CHECK_EXPIRY_SECONDS, FormErrorCode, FormText, type BotCheckChallenge } from '../../../schema';
import type { Db } from '../../db/client';
import { botCheckUses } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { serverSecret } from './secrets';

/**
 * The bot check behind every public form: a challenge for the browser to solve, and the verification
 * of the solution a form sends in its Robots field. Verification throws a 400 with the spec's words
 * ('Verification expired.', 'Could not verify. Please try again.') and lets a solution pass only once.
 */
export interface BotCheck {
  challenge(): Promise<BotCheckChallenge>;
  verify(solution: string): Promise<void>;
}

/**
 * How hard the proof of work is: SHA-256, and a counter drawn from this range that the browser must
 * reach (ALTCHA's deterministic mode, so the server checks a solution with one HMAC instead of
 * re-deriving). About a second of a phone's work in the widget's workers; milliseconds for the server.
 */
export const ALTCHA_WORK = { algorithm: 'SHA-256', cost: 1, counterMin: 5_000, counterMax: 20_000 } as const;

function expired(): HttpError {
  return new HttpError(400, FormErrorCode.VerificationExpired, FormText.verificationExpired);
}

export function couldNotVerify(): HttpError {
  return new HttpError(400, FormErrorCode.VerificationFailed, FormText.couldNotVerify);
}

/** The widget's payload: base64 of JSON { challenge, solution }; null when it is not that shape. */
function parsePayload(solution: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Payload;
    const { challenge, solution: answer } = payload ?? {};
    const p = challenge?.parameters;
    if (!p || typeof p !== 'object' || typeof challenge.signature !== 'string' || !answer || typeof answer !== 'object') return null;
    if (typeof p.algorithm !== 'string' || typeof p.nonce !== 'string' || typeof p.salt !== 'string') return null;
    if (!Number.isInteger(p.cost) || !Number.isInteger(p.keyLength) || typeof p.keyPrefix !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

/** ALTCHA, self-hosted: HMAC-signed challenges with an expiry, and used solutions kept in the database until then. */
export function altchaBotCheck(db: Db): BotCheck {
  const secrets = async () => ({
    hmacSignatureSecret: await serverSecret(db, 'bot-check'),
    hmacKeySignatureSecret: await serverSecret(db, 'bot-check-key'),
  });

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALTCHA_WORK.algorithm,
        cost: ALTCHA_WORK.cost,
        counter: randomInt(ALTCHA_WORK.counterMin, ALTCHA_WORK.counterMax),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + BOT_CHECK_EXPIRY_SECONDS,
        ...(await secrets()),
      });
      return challenge as BotCheckChallenge;
    },

    async verify(solution) {
      const payload = parsePayload(solution);
      // Only our own algorithm: a payload naming a costlier one must not make the server work for it.
      if (!payload || payload.challenge.parameters.algorithm !== ALTCHA_WORK.algorithm || payload.challenge.parameters.cost !== ALTCHA_WORK.cost) {
        throw couldNotVerify();
      }
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge as Challenge, solution: payload.solution, deriveKey, ...(await secrets()) });
      } catch {
        throw couldNotVerify();
      }
      if (result.expired) throw expired();
      if (!result.verified) throw couldNotVerify();
      // A verified challenge was signed by us, so its signature names it; the first use claims it.
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + BOT_CHECK_EXPIRY_SECONDS) * 1000);
      const claimed = await db
        .insert(botCheckUses)
        .values({ id: payload.challenge.signature!, expiresAt })
        .onConflictDoNothing()
        .returning({ id: botCheckUses.id });
      if (!claimed.length) throw couldNotVerify();
    },
  };
}

/** Used solutions whose challenges have expired can no longer be replayed anyway. */
export async function forgetExpiredBotChecks(db: Db): Promise<void> {
  await db.delete(botCheckUses).where(sql`${botCheckUses.expiresAt} < now()`);
}

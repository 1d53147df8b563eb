import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { fetchBotCheckToken, solveBotCheck, type BotCheckChallenge } from './bot-check';

const secrets = { hmacSignatureSecret: 'test-secret', hmacKeySignatureSecret: 'test-key-secret' };

/** A challenge as the server makes one (ALTCHA_WORK: SHA-256, cost 1, a known counter), a small one. */
async function serverChallenge(counter = 300): Promise<BotCheckChallenge> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter, deriveKey: nodeDeriveKey, expiresAt: Math.floor(Date.now() / 1000) + 600, ...secrets });
  return challenge as unknown as BotCheckChallenge;
}

function decode(value: string): { challenge: Challenge; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
}

describe('the bot check solved in the browser', () => {
  it('gives a Robots value the server’s verification accepts', async () => {
    const challenge = await serverChallenge();
    const token = await solveBotCheck(challenge);
    expect(token).not.toBeNull();
    const payload = decode(token!.value);
    expect(payload.solution.counter).toBe(300);
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey: nodeDeriveKey, ...secrets });
    expect(result.verified).toBe(true);
    expect(token!.expiresAt).toBe((challenge.parameters.expiresAt as number) * 1000);
  });

  it('a solution to a tampered challenge is refused by the server', async () => {
    const challenge = await serverChallenge(50);
    const token = await solveBotCheck(challenge);
    const payload = decode(token!.value);
    payload.challenge.parameters.cost = 2;
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey: nodeDeriveKey, ...secrets });
    expect(result.verified).toBe(false);
  });

  it('fetches the challenge from the site and says so when it cannot', async () => {
    const challenge = await serverChallenge(20);
    const paths: string[] = [];
    const ok = (async (input: RequestInfo | URL) => {
      paths.push(String(input));
      return new Response(JSON.stringify(challenge), { status: 200 });
    }) as typeof fetch;
    expect((await fetchBotCheckToken(undefined, ok)).value).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(paths).toEqual(['/api/altcha/challenge']);
    const refused = (async () => new Response('{}', { status: 429 })) as typeof fetch;
    await expect(fetchBotCheckToken(undefined, refused)).rejects.toThrow('429');
  });
});

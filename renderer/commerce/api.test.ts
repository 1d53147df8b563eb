import { describe, expect, it } from 'vitest';
import { CommerceText } from '../../schema/messages';
import { ApiRequestError, createCommerceApi } from './api';

function recordingFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return respond(url, init);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('commerce api client', () => {
  it('posts the purchase with the Idempotency-Key header', async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(200, { orderId: 3, total: { value: 1, display: '$0.01' } }));
    const api = createCommerceApi({ fetch: fetchImpl });
    await api.buy({ Sub: 'demo' } as never, 'key-123');
    expect(calls[0].url).toBe('/api/buy');
    expect(calls[0].init.method).toBe('POST');
    expect((calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-123');
  });

  it("turns a 4xx body into an error carrying the server's message and code", async () => {
    const { fetchImpl } = recordingFetch(() => json(402, { error: { code: 'card_declined', message: 'Your card was declined.' } }));
    const error = await createCommerceApi({ fetch: fetchImpl })
      .createTestCardToken({ number: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', status: 402 });
  });

  it('falls back to the spec message for a body without one, and marks network failures with status 0', async () => {
    const html = recordingFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(createCommerceApi({ fetch: html.fetchImpl }).getPaymentConfig('demo')).rejects.toMatchObject({ message: CommerceText.checkoutFallbackError, status: 502 });
    const offline = recordingFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createCommerceApi({ fetch: offline.fetchImpl }).getCart({ Sub: 'demo', Editions: [] })).rejects.toMatchObject({ status: 0 });
  });

  it('asks for the payment config of the site by sub', async () => {
    const { calls, fetchImpl } = recordingFetch(() => json(200, { provider: 'test', publishableKey: null }));
    await createCommerceApi({ fetch: fetchImpl }).getPaymentConfig('demo site');
    expect(calls[0].url).toBe('/api/payments/config?sub=demo%20site');
  });
});

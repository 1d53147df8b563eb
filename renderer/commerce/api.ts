import { createContext, useContext } from 'react';
import type {
  BuyRequest,
  BuyResponse,
  CardTokenResponse,
  CartRequest,
  CartResponse,
  PaymentAction,
  PaymentConfig,
  TestCardTokenRequest,
  TestChallenge,
  TestWalletTokenRequest,
} from '../../schema/api/commerce';
import type { EditionSetResponse } from '../../schema/api/edition-sets';
import type { PromoCodeCheck } from '../../schema/api/promo-codes';
import { CommerceText } from '../../schema/messages';

/**
 * The commerce calls the storefront makes, in one injectable module: islands get it from context, so
 * tests and the builder swap it out and no component calls fetch itself.
 */
export interface CommerceApi {
  getCart(request: CartRequest): Promise<CartResponse>;
  getPaymentConfig(sub: string): Promise<PaymentConfig>;
  createTestCardToken(request: TestCardTokenRequest): Promise<CardTokenResponse>;
  buy(request: BuyRequest, idempotencyKey: string): Promise<BuyResponse>;
  checkPromoCode(code: string, sub: string): Promise<PromoCodeCheck>;
  getEditionSet(editionSetId: number, sub: string): Promise<EditionSetResponse>;
  createTestWalletToken(request: TestWalletTokenRequest): Promise<CardTokenResponse>;
  answerTestChallenge(challengeId: string, result: 'complete' | 'fail'): Promise<TestChallenge>;
  getTestChallenge(challengeId: string): Promise<TestChallenge>;
}

/** A failed call. status 0 means no answer came (network), so the outcome of the request is unknown. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** A step the buyer must take first (3-D Secure), sent with a 402 authentication_required. */
    readonly action: PaymentAction | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface CommerceApiOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: fall back to the generic message below.
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; action?: PaymentAction } } | null)?.error;
  const message = typeof error?.message === 'string' && error.message ? error.message : CommerceText.checkoutFallbackError;
  const code = typeof error?.code === 'string' ? error.code : 'http_error';
  const action = error?.action && typeof error.action === 'object' && typeof error.action.type === 'string' ? error.action : null;
  return new ApiRequestError(message, response.status, code, action);
}

export function createCommerceApi({ baseUrl = '', fetch: fetchImpl }: CommerceApiOptions = {}): CommerceApi {
  const call = async <T,>(path: string, init: RequestInit): Promise<T> => {
    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        ...init,
        headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      });
    } catch {
      throw new ApiRequestError(CommerceText.checkoutFallbackError, 0, 'network_error');
    }
    if (!response.ok) throw await errorFrom(response);
    return (await response.json()) as T;
  };
  const post = <T,>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    call<T>(path, { method: 'POST', body: JSON.stringify(body), headers });
  return {
    getCart: (request) => post<CartResponse>('/api/carts', request),
    getPaymentConfig: (sub) => call<PaymentConfig>(`/api/payments/config?sub=${encodeURIComponent(sub)}`, { method: 'GET' }),
    createTestCardToken: (request) => post<CardTokenResponse>('/api/payments/test/tokens', request),
    buy: (request, idempotencyKey) => post<BuyResponse>('/api/buy', request, { 'Idempotency-Key': idempotencyKey }),
    checkPromoCode: (code, sub) => call<PromoCodeCheck>(`/api/promoCodes/${encodeURIComponent(code)}?sub=${encodeURIComponent(sub)}`, { method: 'GET' }),
    getEditionSet: (editionSetId, sub) => call<EditionSetResponse>(`/api/editionSets?editionSetId=${editionSetId}&sub=${encodeURIComponent(sub)}`, { method: 'GET' }),
    createTestWalletToken: (request) => post<CardTokenResponse>('/api/payments/test/wallet-tokens', request),
    answerTestChallenge: (challengeId, result) => post<TestChallenge>(`/api/payments/test/challenges/${encodeURIComponent(challengeId)}`, { result }),
    getTestChallenge: (challengeId) => call<TestChallenge>(`/api/payments/test/challenges/${encodeURIComponent(challengeId)}`, { method: 'GET' }),
  };
}

let defaultApi: CommerceApi | null = null;

/** The API islands use: one given by a provider, else the same-origin client. */
export const CommerceApiContext = createContext<CommerceApi | null>(null);

export function useCommerceApi(): CommerceApi {
  const injected = useContext(CommerceApiContext);
  if (injected) return injected;
  defaultApi ??= createCommerceApi();
  return defaultApi;
}

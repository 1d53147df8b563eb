import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API on a local port, for the tests (no network reaches Stripe here): it
 * answers the calls the Stripe adapter makes with the recorded response bodies of stripe-recorded.json,
 * with each request's ids, amounts and statuses filled in, and keeps its PaymentIntents in memory so
 * a test (or a server process restarted after a crash) meets the same state. Idempotency-Keys replay
 * the first answer, as Stripe's do. Confirmation tokens name the behaviour of Stripe's test cards:
 * 'ctoken_visa…' authorizes, 'ctoken_chargeDeclined…' is declined, 'ctoken_authenticationRequired…'
 * asks for 3-D Secure (authenticate() plays the buyer passing it).
 */
const RECORDED = JSON.parse(readFileSync(new URL('./stripe-recorded.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;

type Intent = Record<string, unknown> & { id: string; status: string; amount: number; created: number; metadata: Record<string, string> };

export interface StripeReplay {
  url: string;
  intents: Map<string, Intent>;
  /** Every call made, in order. */
  calls: { method: string; path: string; idempotencyKey: string | null; params: Record<string, string> }[];
  /** The buyer passes 3-D Secure in the browser. */
  authenticate(intentId: string): void;
  /** Makes an intent look older, as a hold left behind long ago would. */
  age(intentId: string, seconds: number): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const copy = <T>(value: T): T => structuredClone(value);

function chargeFor(intent: Intent, captured: boolean): Record<string, unknown> {
  return { ...copy(RECORDED.charge), id: id('ch'), amount: intent.amount, amount_captured: captured ? intent.amount : 0, captured, payment_intent: intent.id, created: intent.created };
}

export async function startStripeReplay(): Promise<StripeReplay> {
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const refunded = new Set<string>();
  const calls: StripeReplay['calls'] = [];

  const view = (intent: Intent, params: Record<string, string>) => {
    const expanded = Object.entries(params).some(([k, v]) => k.startsWith('expand[') && v === 'latest_charge');
    const charge = intent.latest_charge as Record<string, unknown> | null;
    return { ...intent, latest_charge: charge ? (expanded ? charge : charge.id) : null };
  };

  function create(params: Record<string, string>): { status: number; body: unknown } {
    const token = params.confirmation_token ?? '';
    const pi = id('pi');
    const intent: Intent = {
      ...copy(RECORDED.payment_intent),
      id: pi,
      amount: Number(params.amount),
      currency: params.currency,
      capture_method: params.capture_method ?? 'automatic',
      client_secret: `${pi}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      metadata: Object.fromEntries(Object.entries(params).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : []))),
      status: 'requires_capture',
    } as Intent;
    if (token.startsWith('ctoken_chargeDeclined')) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { ...copy(RECORDED.card_declined.error as object), payment_intent: undefined };
      intents.set(pi, intent);
      const error = copy(RECORDED.card_declined) as { error: Record<string, unknown> };
      error.error.payment_intent = view(intent, {});
      return { status: 402, body: error };
    }
    if (token.startsWith('ctoken_authenticationRequired')) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    } else {
      intent.amount_capturable = intent.amount;
      intent.latest_charge = chargeFor(intent, false);
    }
    intents.set(pi, intent);
    return { status: 200, body: view(intent, params) };
  }

  function search(query: string): Intent[] {
    const key = /metadata\['attempt_key'\]:'([^']*)'/.exec(query)?.[1];
    const before = /created<(\d+)/.exec(query)?.[1];
    const status = /status:'([a-z_]+)'/.exec(query)?.[1];
    return [...intents.values()].filter(
      (i) => (key === undefined || i.metadata.attempt_key === key) && (status === undefined || i.status === status) && (before === undefined || i.created < Number(before)),
    );
  }

  const unexpected = () => ({ status: 400, body: copy(RECORDED.unexpected_state) });
  const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${what}'` } } });

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') return create(params);
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const data = search(params.query ?? '').slice(0, Number(params.limit ?? 10)).map((i) => view(i, {}));
      return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.payment_intent ?? '');
      if (!intent) return missing(params.payment_intent ?? '');
      if (refunded.has(intent.id)) return { status: 400, body: copy(RECORDED.charge_already_refunded) };
      if (intent.status !== 'succeeded') return unexpected();
      refunded.add(intent.id);
      return { status: 200, body: { ...copy(RECORDED.refund), id: id('re'), amount: intent.amount, payment_intent: intent.id, charge: (intent.latest_charge as { id: string }).id } };
    }
    const m = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = m ? intents.get(m[1]) : undefined;
    if (!m) return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
    if (!intent) return missing(m[1]);
    if (method === 'GET' && !m[2]) return { status: 200, body: view(intent, params) };
    if (method === 'POST' && !m[2]) {
      for (const [k, v] of Object.entries(params)) if (k.startsWith('metadata[')) intent.metadata[k.slice(9, -1)] = v;
      return { status: 200, body: view(intent, params) };
    }
    if (method === 'POST' && m[2] === 'capture') {
      if (intent.status !== 'requires_capture') return unexpected();
      Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: intent.amount });
      intent.latest_charge = { ...(intent.latest_charge as object), captured: true, amount_captured: intent.amount };
      return { status: 200, body: view(intent, params) };
    }
    if (method === 'POST' && m[2] === 'cancel') {
      if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpected();
      Object.assign(intent, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000), cancellation_reason: 'requested_by_customer', amount_capturable: 0 });
      return { status: 200, body: view(intent, params) };
    }
    return unexpected();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(raw)]);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, params });
    const remembered = key ? replies.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    const reply = remembered ?? route(req.method ?? 'GET', url.pathname, params);
    if (key && !remembered) replies.set(`${req.method} ${url.pathname} ${key}`, reply);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req'), ...(remembered ? { 'idempotent-replayed': 'true' } : {}) });
    res.end(JSON.stringify(reply.body));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    calls,
    authenticate(intentId) {
      const intent = intents.get(intentId);
      if (!intent || intent.status !== 'requires_action') throw new Error(`${intentId} is not waiting for 3-D Secure`);
      Object.assign(intent, { status: 'requires_capture', next_action: null, amount_capturable: intent.amount });
      intent.latest_charge = chargeFor(intent, false);
    },
    age(intentId, seconds) {
      intents.get(intentId)!.created -= seconds;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

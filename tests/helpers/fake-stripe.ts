// A local fake of the part of Stripe's HTTP API the services area uses (Checkout sessions, refunds),
// started by a test at the network boundary; the real stripe package talks to it over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  status: 'open' | 'complete';
}

export interface FakeStripe {
  base: string;
  sessions: Map<string, FakeSession>;
  refunds: { id: string; payment_intent: string }[];
  requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[];
  pay(sessionId: string): FakeSession;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  const requests: FakeStripe['requests'] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0];
      requests.push({
        method: req.method ?? '',
        path,
        body,
        idempotencyKey: (req.headers['idempotency-key'] as string) ?? null,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${++n}`;
        const s: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          amount_total: Number(body.get('line_items[0][price_data][unit_amount]')),
          client_reference_id: body.get('client_reference_id'),
          metadata: { orderId: body.get('metadata[orderId]') ?? '' },
          payment_status: 'unpaid',
          payment_intent: null,
          status: 'open',
        };
        sessions.set(id, s);
        return send(200, s);
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const s = sessions.get(m[1]);
        return s ? send(200, s) : send(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const r = {
          id: `re_${++n}`,
          object: 'refund',
          payment_intent: body.get('payment_intent') ?? '',
          status: 'succeeded',
        };
        refunds.push(r);
        return send(200, r);
      }
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    pay(id) {
      const s = sessions.get(id)!;
      s.payment_status = 'paid';
      s.status = 'complete';
      s.payment_intent = `pi_test_${id}`;
      return s;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

// A local fake of the part of Stripe's HTTP API that Connect payouts use (accounts, account links,
// transfers with idempotency keys, balance transactions), started by a test at the network boundary.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  details_submitted: boolean;
  payouts_enabled: boolean;
  capabilities: { transfers: string };
  requirements: { currently_due: string[]; past_due: string[]; disabled_reason: string | null };
}

export interface FakeStripeConnect {
  base: string;
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, { id: string; amount: number; currency: string; destination: string }>;
  /** Balance transactions Stripe has that the platform may not (for reconciliation). */
  extraBalanceTransactions: { id: string; amount: number; type: string; source: string; created: number }[];
  requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[];
  /** What Stripe shows once onboarding is complete. */
  completeOnboarding(accountId: string): FakeAccount;
  close(): Promise<void>;
}

export async function startFakeStripeConnect(): Promise<FakeStripeConnect> {
  const accounts = new Map<string, FakeAccount>();
  const transfers: FakeStripeConnect['transfers'] = new Map();
  const byKey = new Map<string, unknown>();
  const extraBalanceTransactions: FakeStripeConnect['extraBalanceTransactions'] = [];
  const requests: FakeStripeConnect['requests'] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const [path, qs] = (req.url ?? '').split('?');
      const body = new URLSearchParams(req.method === 'GET' ? (qs ?? '') : raw);
      const idempotencyKey = (req.headers['idempotency-key'] as string) ?? null;
      requests.push({ method: req.method ?? '', path, body, idempotencyKey });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++n}` });
        res.end(JSON.stringify(json));
      };
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_'))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      // Stripe answers a repeated idempotency key with the first answer.
      if (req.method === 'POST' && idempotencyKey && byKey.has(`${path}:${idempotencyKey}`))
        return send(200, byKey.get(`${path}:${idempotencyKey}`));
      const remember = (json: unknown) => {
        if (idempotencyKey) byKey.set(`${path}:${idempotencyKey}`, json);
        send(200, json);
      };
      if (req.method === 'POST' && path === '/v1/accounts') {
        if (body.get('type') !== 'express' || body.get('capabilities[transfers][requested]') !== 'true')
          return send(400, { error: { message: 'type express with the transfers capability expected' } });
        const a: FakeAccount = {
          id: `acct_test${String(++n).padStart(6, '0')}`,
          object: 'account',
          type: 'express',
          email: body.get('email'),
          details_submitted: false,
          payouts_enabled: false,
          capabilities: { transfers: 'inactive' },
          requirements: {
            currently_due: ['external_account', 'individual.dob.day', 'individual.dob.month', 'tos_acceptance.date'],
            past_due: [],
            disabled_reason: 'requirements.past_due',
          },
        };
        accounts.set(a.id, a);
        return remember(a);
      }
      const acct = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && acct) {
        const a = accounts.get(acct[1]);
        return a ? send(200, a) : send(404, { error: { message: 'No such account' } });
      }
      if (req.method === 'POST' && path === '/v1/account_links') {
        const a = accounts.get(body.get('account') ?? '');
        if (!a || body.get('type') !== 'account_onboarding' || !body.get('return_url'))
          return send(400, { error: { message: 'bad account link request' } });
        return send(200, { object: 'account_link', url: `https://connect.stripe.test/setup/e/${a.id}/${++n}` });
      }
      if (req.method === 'POST' && path === '/v1/transfers') {
        const a = accounts.get(body.get('destination') ?? '');
        if (!a || a.capabilities.transfers !== 'active')
          return send(400, { error: { message: 'The destination account cannot receive transfers' } });
        const t = {
          id: `tr_test${String(++n).padStart(6, '0')}`,
          object: 'transfer',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? 'usd',
          destination: a.id,
          amount_reversed: 0,
        };
        transfers.set(t.id, t);
        return remember(t);
      }
      if (req.method === 'GET' && path === '/v1/balance_transactions') {
        const all = [
          ...[...transfers.values()].map((t, i) => ({
            id: `txn_${t.id}`,
            amount: -t.amount,
            type: 'transfer',
            source: t.id,
            created: 1_700_000_000 + i,
          })),
          ...extraBalanceTransactions,
        ];
        return send(200, { object: 'list', data: all, has_more: false });
      }
      send(404, { error: { message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accounts,
    transfers,
    extraBalanceTransactions,
    requests,
    completeOnboarding(id) {
      const a = accounts.get(id)!;
      a.details_submitted = true;
      a.payouts_enabled = true;
      a.capabilities.transfers = 'active';
      a.requirements = { currently_due: [], past_due: [], disabled_reason: null };
      return a;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A Stripe-Signature header for this body, as Stripe computes it. */
export function signStripeEvent(body: string, secret: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

// A local stand-in of the few Stripe API endpoints the StripeGateway calls, for tests: the
// SDK is pointed at it with STRIPE_API_HOST/PORT/PROTOCOL. It keeps customers, setup intents,
// payment methods, payment intents and refunds in memory, answers the way Stripe does
// (form-encoded requests, JSON answers, `{ error }` with 402 card errors and 404
// resource_missing) and replays the first answer for a repeated Idempotency-Key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a saved test card behaves when charged off session. */
export type CardBehaviour = 'ok' | 'declined' | 'authentication_required' | 'processing';

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, any>;
}

type Obj = Record<string, any>;

/** `a[b]=1&c[0]=x` into `{ a: { b: '1' }, c: ['x'] }` (Stripe's form encoding). */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/[[\]]+/).filter(Boolean);
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return out;
}

const error = (status: number, type: string, message: string, extra: Obj = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});
const missing = (what: string, id: string) =>
  error(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing', param: 'id' });

export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly customers = new Map<string, Obj>();
  readonly setupIntents = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, Obj & { behaviour: CardBehaviour }>();
  readonly paymentIntents = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  /** Drop the connection after answering the next request to this path (the SDK retries with the same key). */
  dropAfterNext: string | null = null;
  private readonly replays = new Map<string, { params: string; status: number; body: Obj }>();
  private seq = 0;
  private server: http.Server | null = null;
  port = 0;

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        text += chunk;
      });
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        const query = (req.url ?? '').split('?')[1] ?? '';
        const body = parseForm(req.method === 'GET' ? query : text);
        const key = req.headers['idempotency-key'] as string | undefined;
        this.requests.push({
          method: req.method ?? '',
          path,
          idempotencyKey: key,
          authorization: req.headers.authorization,
          body,
        });
        let answer: { status: number; body: Obj };
        const earlier = key ? this.replays.get(key) : undefined;
        if (earlier) {
          answer =
            earlier.params === text
              ? earlier
              : error(
                  400,
                  'idempotency_error',
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
                );
        } else {
          answer = this.handle(req.method ?? 'GET', path, body);
          if (key && req.method === 'POST') this.replays.set(key, { params: text, ...answer });
        }
        if (this.dropAfterNext === path) {
          this.dropAfterNext = null;
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The env the API needs to use this stand-in. */
  config() {
    return {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: this.port,
      STRIPE_API_PROTOCOL: 'http' as const,
    };
  }

  private id(prefix: string) {
    return `${prefix}_${(++this.seq).toString().padStart(6, '0')}`;
  }

  /** A card the browser saved with Stripe.js (attached to `customer` unless null). */
  addCard(opts: {
    customer: string | null;
    brand?: string;
    last4?: string;
    behaviour?: CardBehaviour;
    type?: string;
  }): string {
    const id = this.id('pm');
    const type = opts.type ?? 'card';
    this.paymentMethods.set(id, {
      id,
      object: 'payment_method',
      type,
      customer: opts.customer,
      behaviour: opts.behaviour ?? 'ok',
      ...(type === 'card'
        ? { card: { brand: opts.brand ?? 'visa', last4: opts.last4 ?? '4242', exp_month: 12, exp_year: 2099 } }
        : {}),
    });
    return id;
  }

  /** Money calls that reached the stand-in (requests, replays included). */
  calls(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private publicMethod(pm: Obj) {
    const { behaviour: _b, ...rest } = pm;
    return rest;
  }

  private handle(method: string, path: string, body: Obj): { status: number; body: Obj } {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const id = this.id('cus');
      const customer = {
        id,
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        invoice_settings: { default_payment_method: null },
      };
      this.customers.set(id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = this.customers.get(m[1]);
      if (!customer) return missing('customer', m[1]);
      if (body.invoice_settings?.default_payment_method)
        customer.invoice_settings.default_payment_method = body.invoice_settings.default_payment_method;
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (!this.customers.has(body.customer)) return missing('customer', body.customer);
      const id = this.id('seti');
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${this.seq}`,
        customer: body.customer,
        usage: body.usage,
        allowed_payment_method_types: body.allowed_payment_method_types ?? [],
        status: 'requires_payment_method',
      };
      this.setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const pm = this.paymentMethods.get(m[1]);
      return pm ? { status: 200, body: this.publicMethod(pm) } : missing('PaymentMethod', m[1]);
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
      const pm = this.paymentMethods.get(m[1]);
      if (!pm) return missing('PaymentMethod', m[1]);
      if (!this.customers.has(body.customer)) return missing('customer', body.customer);
      if (pm.behaviour === 'declined')
        return error(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        });
      pm.customer = body.customer;
      return { status: 200, body: this.publicMethod(pm) };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(body);
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.paymentIntents.get(body.payment_intent);
      if (!intent) return missing('payment_intent', body.payment_intent);
      const amount = Number(body.amount ?? intent.amount);
      if (intent.status !== 'succeeded' || amount + intent.amount_refunded > intent.amount) {
        return error(
          400,
          'invalid_request_error',
          `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge.`,
          { code: 'amount_too_large' },
        );
      }
      intent.amount_refunded += amount;
      const refund = {
        id: this.id('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: body.metadata ?? {},
      };
      this.refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createPaymentIntent(body: Obj): { status: number; body: Obj } {
    if (!this.customers.has(body.customer)) return missing('customer', body.customer);
    const pm = this.paymentMethods.get(body.payment_method);
    if (!pm) return missing('payment_method', body.payment_method);
    if (pm.customer !== body.customer) {
      return error(
        400,
        'invalid_request_error',
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment.',
        { code: 'payment_method_invalid_parameter' },
      );
    }
    const id = this.id('pi');
    const expand = Object.values(body.expand ?? {}) as string[];
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      amount_refunded: 0,
      currency: body.currency,
      customer: body.customer,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      confirm: body.confirm,
      off_session: body.off_session,
      payment_method: expand.includes('payment_method') ? this.publicMethod(pm) : pm.id,
      last_payment_error: null,
      status: 'succeeded',
    };
    this.paymentIntents.set(id, intent);
    if (pm.behaviour === 'declined' || pm.behaviour === 'authentication_required') {
      const message =
        pm.behaviour === 'declined'
          ? 'Your card was declined.'
          : 'Your card requires authentication to complete this payment.';
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: pm.behaviour === 'declined' ? 'card_declined' : 'authentication_required',
        message,
      };
      return error(402, 'card_error', message, { code: intent.last_payment_error.code, payment_intent: { ...intent } });
    }
    if (pm.behaviour === 'processing') intent.status = 'processing';
    return { status: 200, body: intent };
  }
}

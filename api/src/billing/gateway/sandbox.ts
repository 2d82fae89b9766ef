// The sandbox payment provider: the default when no Stripe keys are configured. It keeps its
// customers, setup intents, saved test cards and charges in the sandbox_objects table and plays
// Stripe's test cards (shared-contracts SANDBOX_TEST_CARDS), so every billing flow works offline
// and nothing is ever charged. Card numbers are never stored: only brand, last four and how the
// test card behaves.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, type SandboxConfirmSetupBody } from 'shared-contracts';
import type { Db } from '../../db/client';
import { sandboxObjects } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import {
  cardDeclined,
  GatewayError,
  type CardSummary,
  type ChargeRequest,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type RefundRequest,
} from './port';

type Behaviour = 'ok' | 'charge_fails';
interface SetupIntentData {
  secretHash: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethodId?: string;
  pending?: PendingCard;
}
interface PendingCard {
  brand: string;
  last4: string;
  behaviour: Behaviour;
}
interface PaymentMethodData {
  brand: string;
  last4: string;
  behaviour: Behaviour;
  isDefault?: boolean;
}

export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'card';
}

export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async find<T>(id: string, kind: string): Promise<{ customerId: string | null; data: T } | undefined> {
    const [row] = await this.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, id)).limit(1);
    if (!row || row.kind !== kind) return undefined;
    return { customerId: row.customerId, data: row.data as T };
  }

  private async put(
    id: string,
    kind: 'customer' | 'setup_intent' | 'payment_method' | 'charge' | 'refund',
    customerId: string | null,
    data: object,
  ): Promise<void> {
    await this.db
      .insert(sandboxObjects)
      .values({ id, kind, customerId, data: data as Record<string, unknown>, createdAt: this.clock.now() })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: data as Record<string, unknown> } });
  }

  async ensureCustomer(dealer: {
    dealerId: string;
    email: string;
    name: string;
    customerId: string | null;
  }): Promise<string> {
    if (dealer.customerId && (await this.find(dealer.customerId, 'customer'))) return dealer.customerId;
    const id = newId('cus');
    await this.put(id, 'customer', id, { email: dealer.email, name: dealer.name, dealerId: dealer.dealerId });
    return id;
  }

  async createSetupIntent(customerId: string): Promise<{ clientSecret: string }> {
    const id = newId('seti');
    const secret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    const data: SetupIntentData = { secretHash: sha256(secret), status: 'requires_payment_method' };
    await this.put(id, 'setup_intent', customerId, data);
    return { clientSecret: secret };
  }

  /**
   * The browser's card form (sandbox only): confirms the setup intent with a test card, the
   * way Stripe.js confirmCardSetup does. The authentication card first answers requires_action;
   * the form then asks the holder and sends `authenticated`.
   */
  async confirmSetup(
    customerId: string,
    body: SandboxConfirmSetupBody,
  ): Promise<{ status: 'succeeded' | 'requires_action'; paymentMethodId: string | null }> {
    const intentId = body.clientSecret.split('_secret_')[0];
    const intent = await this.find<SetupIntentData>(intentId, 'setup_intent');
    const given = Buffer.from(sha256(body.clientSecret));
    if (!intent || intent.customerId !== customerId || !timingSafeEqual(given, Buffer.from(intent.data.secretHash))) {
      throw new GatewayError(400, 'Setup intent not initialized');
    }
    if (intent.data.status === 'succeeded')
      throw badRequest('This card setup is already complete. Start again to add another card.');
    let pending = intent.data.pending;
    if (intent.data.status !== 'requires_action' || body.authenticated === undefined) {
      const number = body.cardNumber;
      if (!luhnValid(number)) throw new GatewayError(402, 'Your card number is invalid.');
      const now = this.clock.now();
      if (
        body.expYear < now.getUTCFullYear() ||
        (body.expYear === now.getUTCFullYear() && body.expMonth < now.getUTCMonth() + 1)
      ) {
        throw new GatewayError(402, 'Your card has expired.');
      }
      if (number === SANDBOX_TEST_CARDS.declined) throw cardDeclined();
      pending = {
        brand: brandOf(number),
        last4: number.slice(-4),
        behaviour: number === SANDBOX_TEST_CARDS.chargeFails ? 'charge_fails' : 'ok',
      };
      if (number === SANDBOX_TEST_CARDS.authentication && body.authenticated === undefined) {
        await this.put(intentId, 'setup_intent', customerId, { ...intent.data, status: 'requires_action', pending });
        return { status: 'requires_action', paymentMethodId: null };
      }
    }
    if (body.authenticated === false) {
      await this.put(intentId, 'setup_intent', customerId, {
        secretHash: intent.data.secretHash,
        status: 'requires_payment_method',
      });
      throw new GatewayError(402, AUTHENTICATION_FAILED);
    }
    if (!pending) throw new GatewayError(400, 'Setup intent not initialized');
    const paymentMethodId = newId('pm');
    await this.put(paymentMethodId, 'payment_method', customerId, pending satisfies PaymentMethodData);
    await this.put(intentId, 'setup_intent', customerId, {
      secretHash: intent.data.secretHash,
      status: 'succeeded',
      paymentMethodId,
    });
    return { status: 'succeeded', paymentMethodId };
  }

  async confirmPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardSummary> {
    const method = await this.find<PaymentMethodData>(paymentMethodId, 'payment_method');
    if (!method || method.customerId !== customerId)
      throw new GatewayError(400, 'Payment method not found. Please add your card again.');
    return { brand: method.data.brand, last4: method.data.last4 };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const chargeId = `ch_sb_${sha256(request.idempotencyKey).slice(0, 24)}`;
    const earlier = await this.find<ChargeResult>(chargeId, 'charge');
    if (earlier) return earlier.data;
    const method = await this.find<PaymentMethodData>(request.paymentMethodId, 'payment_method');
    let result: ChargeResult;
    if (!method || method.customerId !== request.customerId)
      result = { status: 'failed', ref: chargeId, message: 'No card on file. Please add a card.' };
    else if (method.data.behaviour === 'charge_fails')
      result = { status: 'failed', ref: chargeId, message: 'Your card was declined.' };
    else result = { status: 'succeeded', ref: chargeId, card: { brand: method.data.brand, last4: method.data.last4 } };
    await this.put(chargeId, 'charge', request.customerId, {
      ...result,
      amountCents: request.amountCents,
      description: request.description,
    });
    return result;
  }

  async refund(request: RefundRequest): Promise<{ ref: string }> {
    const refundId = `re_sb_${sha256(request.idempotencyKey).slice(0, 24)}`;
    if (await this.find(refundId, 'refund')) return { ref: refundId };
    const charge = await this.find<ChargeResult & { amountCents: number }>(request.chargeRef, 'charge');
    if (!charge || charge.data.status !== 'succeeded')
      throw new GatewayError(400, 'There is no successful charge to refund.');
    if (request.amountCents > charge.data.amountCents)
      throw new GatewayError(400, 'The refund is larger than the charge.');
    await this.put(refundId, 'refund', charge.customerId, {
      chargeRef: request.chargeRef,
      amountCents: request.amountCents,
    });
    return { ref: refundId };
  }

  parseWebhook(): GatewayEvent {
    throw notFound('Webhooks come from Stripe; the sandbox gateway sends none');
  }
}

// The dealer as the payment provider's customer (no rules): who it is (name, email) and its
// customer id at the provider. Kept apart from repository.ts so the payment setup and the
// billing rules merge without conflict; small reads and one conditional write, so no plugin.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { dealers, users } from '../db/schema';

export interface PaymentCustomerRow {
  dealerId: string;
  customerId: string | null;
  name: string;
  email: string;
}

export function createPaymentCustomerRepository(db: Db | Tx) {
  return {
    /** The dealer of a user with what the provider's customer is made from. */
    async findByUserId(userId: string): Promise<PaymentCustomerRow | undefined> {
      const [row] = await db
        .select({
          dealerId: dealers.id,
          customerId: dealers.stripeCustomerId,
          name: dealers.dealershipName,
          email: users.email,
        })
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(eq(dealers.userId, userId))
        .limit(1);
      return row;
    },

    /**
     * Stores `customerId` if the dealer's stored id is still `expected` (null: none yet) and
     * answers the id stored afterwards: a concurrent setup that stored first wins. Replacing an
     * id (the provider no longer knows it) forgets the saved card, which belonged to the old customer.
     */
    async storeCustomerId(dealerId: string, expected: string | null, customerId: string, now: Date): Promise<string> {
      const forgetCard =
        expected === null
          ? {}
          : { stripePaymentMethodId: null, cardBrand: null, cardLast4: null, hasValidPaymentMethod: false };
      const [updated] = await db
        .update(dealers)
        .set({ stripeCustomerId: customerId, ...forgetCard, updatedAt: now })
        .where(
          and(
            eq(dealers.id, dealerId),
            expected === null ? isNull(dealers.stripeCustomerId) : eq(dealers.stripeCustomerId, expected),
          ),
        )
        .returning({ customerId: dealers.stripeCustomerId });
      if (updated?.customerId) return updated.customerId;
      const [row] = await db
        .select({ customerId: dealers.stripeCustomerId })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
        .limit(1);
      return row?.customerId ?? customerId;
    },
  };
}

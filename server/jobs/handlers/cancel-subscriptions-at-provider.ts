/**
 * Ends subscriptions at the payment provider now, with no further charge (sent
 * by account deletion inside its transaction, which already marked them
 * canceled here). The provider's own events then re-apply the same state. One
 * already over at the provider, or unknown to it, is done; a provider outage is
 * thrown and the job retried.
 */
import { PaymentProviderError, type PaymentProvider } from "../../payments";

export async function cancelSubscriptionsAtProvider(payments: PaymentProvider, stripeSubscriptionIds: string[]): Promise<void> {
  for (const id of stripeSubscriptionIds) {
    try {
      await payments.cancelNow(id);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 404) continue;
      throw error;
    }
  }
}

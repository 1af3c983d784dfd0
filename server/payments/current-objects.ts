/**
 * The provider's current objects behind a set of events, read once: every
 * subscription, invoice (with its subscription and charge), charge, payment intent and account
 * the events name. Processing those events with this in place of the provider
 * applies exactly what re-reading each one would, without a provider call per
 * event, so the events can be processed inside one transaction (no network
 * call is made inside a transaction). The in-process settle of the test
 * provider (./settle.ts) uses it, and the shuffle test.
 */
import type Stripe from "stripe";
import type { ProcessDeps } from "./process-event";
import type { PaymentProvider } from "./provider";
import { invoiceChargeId, invoiceSubscriptionId } from "./stripe-objects";

type Reader = Pick<PaymentProvider, "retrieveSubscription" | "retrieveInvoice" | "retrieveCharge" | "retrieveAccount" | "retrievePaymentIntent">;

export async function readCurrentObjects(provider: Reader, events: Stripe.Event[]): Promise<ProcessDeps["payments"]> {
  const subscriptions = new Map<string, Stripe.Subscription>();
  const invoices = new Map<string, Stripe.Invoice>();
  const charges = new Map<string, Stripe.Charge>();
  const accounts = new Map<string, Stripe.Account>();
  const paymentIntents = new Map<string, Stripe.PaymentIntent>();
  const subscription = async (id: string) => {
    if (!subscriptions.has(id)) subscriptions.set(id, await provider.retrieveSubscription(id));
  };
  const charge = async (id: string) => {
    if (!charges.has(id)) charges.set(id, await provider.retrieveCharge(id));
  };
  for (const event of events) {
    const object = event.data.object as { id?: string; object?: string; charge?: string | { id: string } | null };
    if (!object.id) continue;
    if (object.object === "subscription") await subscription(object.id);
    else if (object.object === "invoice" && !invoices.has(object.id)) {
      const invoice = await provider.retrieveInvoice(object.id);
      invoices.set(invoice.id, invoice);
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (subscriptionId) await subscription(subscriptionId);
      const chargeId = invoiceChargeId(invoice);
      if (chargeId) await charge(chargeId);
    } else if (object.object === "charge") await charge(object.id);
    else if (object.object === "refund" && object.charge) await charge(typeof object.charge === "string" ? object.charge : object.charge.id);
    else if (object.object === "account" && !accounts.has(object.id)) accounts.set(object.id, await provider.retrieveAccount(object.id));
    else if (object.object === "payment_intent" && !paymentIntents.has(object.id)) {
      paymentIntents.set(object.id, await provider.retrievePaymentIntent(object.id));
    }
  }
  const known = <T>(map: Map<string, T>, id: string): Promise<T> => {
    const value = map.get(id);
    // Only the objects of these events were read: anything else is a mistake of the caller.
    return value ? Promise.resolve(value) : Promise.reject(new Error(`${id} was not read with these events`));
  };
  return {
    retrieveSubscription: (id) => known(subscriptions, id),
    retrieveInvoice: (id) => known(invoices, id),
    retrieveCharge: (id) => known(charges, id),
    retrieveAccount: (id) => known(accounts, id),
    retrievePaymentIntent: (id) => known(paymentIntents, id),
  };
}

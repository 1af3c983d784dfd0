/**
 * An offline stand-in for the few parts of Stripe's API the Stripe provider uses
 * (tests only). A node:http server that takes the SDK's requests as they are sent
 * (form-encoded bodies with nested keys such as items[0][price_data][unit_amount],
 * query strings for GET and DELETE, a Bearer secret key, Idempotency-Key headers)
 * and answers Stripe's JSON in the shape of API version 2026-10-28.endive (the
 * objects are typed with the SDK's own types): subscriptions whose periods sit on
 * their items, invoices that name their subscription under parent and their
 * payments under the includable `payments`, a first invoice's Payment Element
 * secret under the includable `confirmation_secret`. Errors come in Stripe's shape
 * ({"error": {type, code, message, param}}) with Stripe's HTTP status; a POST
 * repeated with the same Idempotency-Key is replayed, and one with other
 * parameters is refused.
 *
 * What the browser and Stripe's own machinery would do is a method here: confirm a
 * first invoice with a test card (the Payment Element), renew a subscription,
 * finish an account's onboarding, a fan's bank disputing a charge, a payout to a
 * creator's bank. Each change queues the events Stripe would send,
 * signed as Stripe signs them (the SDK's generateTestHeaderString).
 *
 * Its parts: http.ts (the HTTP surface) and routes.ts (the endpoints), store.ts
 * (the objects and how they are answered), events.ts (the outbox), operations/.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { StandInFailure } from "./errors";
import type { SignedDelivery } from "./events";
import { HttpSurface, type RecordedRequest } from "./http";
import { completeOnboarding } from "./operations/accounts";
import { closeDispute, dispute } from "./operations/disputes";
import { confirmPayment, renew, type PaymentOutcome } from "./operations/payments";
import { payout } from "./operations/payouts";
import { newStandInState } from "./state";
import { TEST_CARDS } from "./test-cards";

export { TEST_CARDS } from "./test-cards";

export interface StripeStandInOptions {
  /** The only API key accepted (Authorization: Bearer …). */
  secretKey: string;
  /** Signs the events. */
  webhookSecret: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port, for the provider's apiBase. */
  readonly url: string;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The next `times` requests matching method and path answer this error instead. */
  failNext(method: string, path: string, failure: StandInFailure, times?: number): void;
  /** The Payment Element confirming an invoice's payment with a card (by the client secret it was given). */
  confirmPayment(clientSecret: string, card?: string): PaymentOutcome;
  /** The period ends: the next invoice is charged to the saved card (or the subscription ends if set to cancel). */
  renew(stripeSubscriptionId: string): PaymentOutcome | { status: "canceled" };
  /** The creator finishes Express onboarding. */
  completeOnboarding(stripeAccountId: string): void;
  /** The fan's bank disputes a charge (the money is withdrawn); answers the dispute's id. */
  dispute(stripeChargeId: string): string;
  /** The dispute is decided: won gives the money back. */
  closeDispute(disputeId: string, outcome: "won" | "lost"): void;
  /** Stripe pays out a connected account's balance to the creator's bank; answers the payout's id. */
  payout(stripeAccountId: string, amountCents: number): string;
  /** A stored object as the API would answer it (no expansions). */
  retrieve<T = unknown>(id: string): T;
  /** Takes the queued events, signed now. */
  takeEvents(): SignedDelivery[];
  /** Posts the queued events to a webhook endpoint in order; answers each status. */
  deliverEvents(webhookUrl: string): Promise<Array<{ type: string; status: number }>>;
  close(): Promise<void>;
}


export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const state = newStandInState(options.webhookSecret);
  const surface = new HttpSurface(options.secretKey, state);
  const server = http.createServer((req, res) => {
    void surface.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: surface.requests,
    requestsTo: (method, path) => surface.requests.filter((r) => r.method === method && r.path === path),
    failNext: (method, path, failure, times = 1) => {
      for (let i = 0; i < times; i++) surface.failures.push({ method, path, failure });
    },
    confirmPayment: (clientSecret, card = TEST_CARDS.succeeds) => confirmPayment(state, clientSecret, card),
    renew: (id) => renew(state, id),
    completeOnboarding: (id) => completeOnboarding(state, id),
    dispute: (id) => dispute(state, id),
    closeDispute: (id, outcome) => closeDispute(state, id, outcome),
    payout: (id, amount) => payout(state, id, amount),
    retrieve: <T>(id: string) => state.store.render(state.store.lookup(id, "object"), []) as T,
    takeEvents: () => state.events.takeEvents(),
    async deliverEvents(webhookUrl) {
      const results: Array<{ type: string; status: number }> = [];
      for (const delivery of state.events.takeEvents()) {
        const res = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
          body: delivery.payload,
        });
        await res.arrayBuffer();
        results.push({ type: delivery.event.type, status: res.status });
      }
      return results;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The events the stand-in emits: each change queues the event Stripe would send
 * (the object as it is at that moment), and takes them signed as Stripe signs
 * them (the SDK's generateTestHeaderString).
 */
import Stripe from "stripe";
import { newId, type ObjectStore } from "./store";

/** The API request a change came from, named by its events (null: the browser's or Stripe's own doing). */
export interface RequestContext {
  requestId: string;
  idempotencyKey: string | null;
}

export interface SignedDelivery {
  event: Stripe.Event;
  /** The exact body to POST. */
  payload: string;
  /** The Stripe-Signature header for it. */
  signature: string;
}

export class EventOutbox {
  private readonly outbox: Stripe.Event[] = [];

  constructor(
    private readonly store: ObjectStore,
    private readonly webhookSecret: string,
  ) {}

  emit(type: string, object: { id: string; object: string }, ctx: RequestContext | null, previous?: Record<string, unknown>, account?: string): void {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: this.store.now(),
      data: { object: this.store.render(object, []), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: ctx?.requestId ?? null, idempotency_key: ctx?.idempotencyKey ?? null },
      type,
      ...(account ? { account } : {}),
    };
    this.outbox.push(event as unknown as Stripe.Event);
  }

  takeEvents(): SignedDelivery[] {
    return this.outbox.splice(0).map((event) => {
      const payload = JSON.stringify(event, null, 2);
      return { event, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }) };
    });
  }
}

/**
 * After the card is accepted, the subscription turns active only once the
 * provider's event has been processed (webhook → job), a moment later. The
 * subscribe dialog reads the subscription again every `intervalMs` until then.
 */
import type { MySubscriptionView } from "@shared/api-types";
import { isFanSubscription } from "@shared/subscriptions";

const ACTIVATION_POLL_MS = 700;
const ACTIVATION_TIMEOUT_MS = 30_000;

/** active: the fan has access; pending: still not active when the wait ran out (the payment went through). */
export interface ActivationResult {
  outcome: "active" | "pending";
  subscription: MySubscriptionView | null;
}

/** The payment did not start the subscription (it expired or was canceled meanwhile). */
export class ActivationFailed extends Error {}

interface WaitOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** For tests: the clock and the pause between reads. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the subscription until it makes the fan a fan (active), it ends, or the
 * time runs out. A failed read is tried again at the next tick (a blip must not
 * lose a payment that went through).
 */
export function waitForActivation(read: () => Promise<MySubscriptionView>, options: WaitOptions = {}): Promise<ActivationResult> {
  return pollUntil(read, isFanSubscription, options);
}

/**
 * After an upgrade's proration invoice is paid, the subscription moves to the new
 * tier once the provider's event is processed: read it until it is on that tier.
 */
export function waitForTier(read: () => Promise<MySubscriptionView>, tierId: string, options: WaitOptions = {}): Promise<ActivationResult> {
  return pollUntil(read, (subscription) => subscription.tierId === tierId && isFanSubscription(subscription), options);
}

async function pollUntil(
  read: () => Promise<MySubscriptionView>,
  done: (subscription: MySubscriptionView) => boolean,
  { intervalMs = ACTIVATION_POLL_MS, timeoutMs = ACTIVATION_TIMEOUT_MS, now = Date.now, sleep = pause }: WaitOptions,
): Promise<ActivationResult> {
  const deadline = now() + timeoutMs;
  let last: MySubscriptionView | null = null;
  for (;;) {
    try {
      last = await read();
      if (done(last)) return { outcome: "active", subscription: last };
      if (last.status === "canceled" || last.status === "incomplete_expired") {
        throw new ActivationFailed("This payment can no longer be completed. Please subscribe again.");
      }
    } catch (error) {
      if (error instanceof ActivationFailed) throw error;
    }
    if (now() + intervalMs > deadline) return { outcome: "pending", subscription: last };
    await sleep(intervalMs);
  }
}

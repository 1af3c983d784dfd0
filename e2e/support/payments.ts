/**
 * Paying for subscriptions with the built-in test provider's cards, in the
 * subscribe dialog as a fan would, or through the API for journeys that need
 * many paying fans. A payment makes the subscription active a moment later (the
 * provider's event is processed as a job), so both wait for that.
 */
import type { APIRequestContext, Locator } from "playwright-core";
import type { MySubscriptionView, SubscribeAnswer } from "@shared/api-types";
import { postAs } from "./api-people";
import { expectVisible } from "./expectations";

/** Stripe's test cards, which the test provider honours. */
export const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

const ACTIVATION_TIMEOUT_MS = 30_000;

/**
 * In an open subscribe dialog: 'Subscribe Now', then the card step (prefilled
 * with the succeeding card unless `card` is given) and its 'Pay …' button.
 */
export async function payInDialog(dialog: Locator, card?: string): Promise<void> {
  await dialog.getByRole("button", { name: "Subscribe Now" }).click();
  await payOnCardStep(dialog, card);
}

/** On the dialog's card step: the card number (when given), then 'Pay …'. */
export async function payOnCardStep(dialog: Locator, card?: string): Promise<void> {
  const pay = dialog.getByRole("button", { name: /^Pay \$\d+\.\d\d\/month$/ });
  await expectVisible(pay);
  if (card !== undefined) await dialog.getByLabel("Card number").fill(card);
  await pay.click();
}

/** Subscribes `api`'s person to a creator (at a tier, if given), pays with the succeeding card and waits until the subscription is active. */
export async function subscribeAndPay(api: APIRequestContext, creatorProfileId: string, tierId?: string): Promise<MySubscriptionView> {
  const { subscription, payment } = await postAs<SubscribeAnswer>(api, "/api/subscriptions", { creatorProfileId, ...(tierId && { tierId }) });
  await postAs(api, "/api/payments/test/confirm", { clientSecret: payment.clientSecret, cardNumber: CARDS.succeeds });
  const deadline = Date.now() + ACTIVATION_TIMEOUT_MS;
  for (;;) {
    const res = await api.get(`/api/subscriptions/${subscription.id}`);
    const current = (await res.json()) as MySubscriptionView;
    if (current.status === "active") return current;
    if (Date.now() > deadline) throw new Error(`Subscription ${subscription.id} is still ${current.status} after payment`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The test provider's payout onboarding page, where the creator is sent as
 * Stripe sends them to its hosted onboarding: it says loudly that nothing is
 * real, and its button POSTs to the same address, which enables the account
 * and sends the creator back. Drawn in the shell of the server's own pages;
 * everything echoed into the markup goes through escapeHtml.
 */
import { CREATOR_SHARE_PERCENT } from "@shared/constants/money";
import { escapeHtml, renderPage } from "../../auth/html-page";

export interface TestOnboardingPageState {
  /** The creator profile the payouts are for. */
  petName: string;
  /** Where the form posts: this page's address with its checked return path. */
  action: string;
  /** The checked path back into the app, for leaving without finishing. */
  back: string;
}

export function renderTestOnboardingPage({ petName, action, back }: TestOnboardingPageState): string {
  return renderPage(
    "Set up payouts",
    `<h1>Set up payouts</h1>
<p class="notice"><strong>Test payment provider.</strong> This server uses its built-in test payment provider: no bank account is asked for or checked, and no real money is paid out. Real deployments use Stripe.</p>
<p>Payouts for <strong>${escapeHtml(petName)}</strong>: your ${CREATOR_SHARE_PERCENT}% of every subscription is sent to your bank account every month.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="bankAccountNumber">Bank account number (test)</label>
<input id="bankAccountNumber" name="bankAccountNumber" inputmode="numeric" autocomplete="off" pattern="[0-9]{4,17}" value="000123456789" aria-describedby="bankAccountHint">
<p id="bankAccountHint" class="hint">Stripe's test numbers: one ending in <strong>0002</strong> refuses every payout (the money stays in your balance); any other is paid.</p>
<div class="actions">
<button class="primary" type="submit">Agree and submit</button>
<a class="button secondary" href="${escapeHtml(back)}">Return to PawFans</a>
</div>
</form>`,
  );
}

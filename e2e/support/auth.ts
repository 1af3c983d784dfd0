/**
 * Signing in and out through the real flow: /api/login → the built-in
 * provider's sign-in form → /api/callback → back on the app.
 */
import type { Page } from "playwright-core";
import type { Identity } from "./people";

/** Fills and submits the built-in provider's sign-in form, wherever the page is on it. */
export async function submitSignInForm(page: Page, { email, firstName, lastName }: Identity): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="firstName"]').fill(firstName);
  await page.locator('input[name="lastName"]').fill(lastName);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs the page's context in as `identity` and lands on `returnTo` (default /). */
export async function signIn(page: Page, identity: Identity, returnTo = "/"): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitSignInForm(page, identity);
  await page.waitForURL((url) => url.pathname === new URL(returnTo, url).pathname);
  await page.getByRole("button", { name: "Account menu" }).waitFor();
}

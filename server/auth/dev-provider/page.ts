/**
 * The pages of the built-in development provider, in the shell of ../html-page.ts.
 * Everything echoed into the markup goes through escapeHtml.
 */
import { escapeHtml, renderPage } from "../html-page";

export interface SignInFormState {
  action: string;
  cancelAction: string;
  values?: { email?: string; firstName?: string; lastName?: string };
  error?: string;
}

/** The development sign-in form: email, first name and last name. */
export function renderSignInPage({ action, cancelAction, values = {}, error }: SignInFormState): string {
  return renderPage(
    "Development sign-in",
    `<h1>Sign in</h1>
<p class="notice"><strong>Development sign-in.</strong> This server uses its built-in development sign-in: no password is checked and anyone can sign in as any email address. Real deployments use an external identity provider.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(values.email)}">
<div class="row">
<div><label for="firstName">First name</label>
<input id="firstName" name="firstName" type="text" autocomplete="given-name" value="${escapeHtml(values.firstName)}"></div>
<div><label for="lastName">Last name</label>
<input id="lastName" name="lastName" type="text" autocomplete="family-name" value="${escapeHtml(values.lastName)}"></div>
</div>
<div class="actions">
<button class="primary" type="submit">Sign in</button>
<button class="secondary" type="submit" formaction="${escapeHtml(cancelAction)}" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** A small error page with a way to start again. */
export function renderErrorPage(message: string, detail?: string): string {
  return renderPage(
    "Sign-in problem",
    `<h1>Sign-in problem</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
${detail ? `<p>${escapeHtml(detail)}</p>` : ""}
<div class="actions"><a class="button primary" href="/api/login">Start again</a><a class="button secondary" href="/">Back to PawFans</a></div>`,
  );
}

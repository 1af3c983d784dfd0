/** Sign-in and sign-out are plain navigations to the server, not in-app pages. */
export const LOGOUT_URL = "/api/logout";

/** /api/login, optionally with a same-site path to come back to after signing in. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/login";
}

export function redirectToLogin(returnTo?: string): void {
  window.location.href = loginUrl(returnTo);
}

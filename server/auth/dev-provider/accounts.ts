/**
 * The people who signed in through the built-in development provider, kept in
 * memory: the provider only needs them between the sign-in form and the token
 * request. A restart forgets them, which just means signing in again.
 */
import crypto from "node:crypto";
import type { Account } from "oidc-provider";

export interface DevIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The same email (case-insensitive) always gets the same subject, across restarts. */
export function subjectForEmail(email: string): string {
  const digest = crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `dev-${digest.slice(0, 32)}`;
}

/** Enough for any development session; the oldest sign-ins are forgotten first. */
const MAX_ACCOUNTS = 1000;

export class DevAccounts {
  private readonly bySubject = new Map<string, DevIdentity>();

  /** Records (or refreshes) who signed in and returns their subject. */
  remember(identity: DevIdentity): string {
    const email = identity.email.trim().toLowerCase();
    const sub = subjectForEmail(email);
    this.bySubject.delete(sub); // re-inserted last: Map keeps insertion order
    this.bySubject.set(sub, { ...identity, email });
    if (this.bySubject.size > MAX_ACCOUNTS) this.bySubject.delete(this.bySubject.keys().next().value!);
    return sub;
  }

  /** The provider's findAccount: the claims the ID token and userinfo carry. */
  find(sub: string): Account | undefined {
    const identity = this.bySubject.get(sub);
    if (!identity) return undefined;
    const { email, firstName, lastName } = identity;
    const name = [firstName, lastName].filter(Boolean).join(" ");
    return {
      accountId: sub,
      claims: () => ({
        sub,
        email,
        // The development provider checks nothing; it vouches for the address only in name.
        email_verified: true,
        ...(firstName ? { given_name: firstName } : {}),
        ...(lastName ? { family_name: lastName } : {}),
        ...(name ? { name } : {}),
      }),
    };
  }
}

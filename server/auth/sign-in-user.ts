/**
 * Turns a provider's claims into a PawFans user: users are found by the
 * provider's issuer and subject (a subject is unique only within its issuer) and
 * created or refreshed at every sign-in. A deleted account has no subject any
 * more, so the same identity signing in again makes a new account.
 *
 * An email address belongs to one account. When the claims carry an address
 * another account already holds (a provider reassigned it, or the provider
 * changed), accounts are never merged, since that would hand one person's
 * account to another: the signing-in account keeps its previous address (or
 * none) until the address is free again, unless the other account holds it
 * unverified and this sign-in's provider asserts it: then the asserted owner
 * takes it over. An address the provider marks as unverified
 * (email_verified: false) is not stored at all; one it does not assert either
 * way is stored for display only (users.email_verified false), so nothing is
 * found, exported, deleted or granted by it.
 *
 * Roles: admins are the people whose address is in ADMIN_EMAILS *and* asserted
 * verified by the provider (email_verified: true), checked at every sign-in, so
 * removing an address from the list ends its admin rights at the next sign-in.
 * Moderators are appointed by admins (routes/admin-roles) and keep their role.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import { TEXT_LIMITS } from "@shared/constants/text-limits";
import { users, type User } from "../db/schema";
import { normalizedHttpsAddress } from "@shared/validation";
import type { Role } from "@shared/moderation";
import type { Db, DbOrTx } from "../db";
import { sessionsChanged } from "./session-cache";

export interface IdentityClaims {
  sub: string;
  iss?: string;
  [claim: string]: unknown;
}

export interface SignInProfile {
  authIssuer: string;
  authSubject: string;
  /** Only an explicit email_verified: true counts: the admin bootstrap needs it. */
  emailVerified: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  profileImageUrl: string | null;
}

const USERNAME_MAX = 24;
const UPSERT_ATTEMPTS = 3;
const UNIQUE_VIOLATION = "23505";

export function profileFromClaims(claims: IdentityClaims): SignInProfile {
  const email = text(claims.email, 320)?.toLowerCase() ?? null;
  const firstName = text(claims.given_name, 100);
  const lastName = text(claims.family_name, 100);
  const fullName = [firstName, lastName].filter(Boolean).join(" ");
  return {
    authIssuer: typeof claims.iss === "string" ? claims.iss : "",
    authSubject: claims.sub,
    emailVerified: claims.email_verified === true,
    email: email && email.includes("@") && claims.email_verified !== false ? email : null,
    firstName,
    lastName,
    displayName: text(claims.name, 200) ?? (fullName || null),
    profileImageUrl: pictureAddress(claims.picture),
  };
}

/** Creates or refreshes the user for these claims, in one transaction (retried on a lost race). */
export async function upsertSignedInUser(db: Db, profile: SignInProfile, adminEmails: string[]): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => upsertIn(tx, profile, adminEmails));
    } catch (error) {
      // Two first sign-ins at once can race for a subject or a username: try again.
      if (attempt >= UPSERT_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

async function upsertIn(tx: DbOrTx, profile: SignInProfile, adminEmails: string[]): Promise<User> {
  const existing = await findIdentity(tx, profile);
  const emailFree = profile.email !== null && (await claimEmail(tx, profile.email, profile.emailVerified, existing?.id));
  const email = emailFree ? profile.email : (existing?.email ?? null);
  const emailVerified = emailFree ? profile.emailVerified : Boolean(existing?.emailVerified);
  const listedAdmin = Boolean(email && profile.emailVerified && email === profile.email && adminEmails.includes(email));

  if (existing) {
    const [updated] = await tx
      .update(users)
      .set({
        authIssuer: profile.authIssuer,
        email,
        emailVerified,
        role: roleAtSignIn(existing.role as Role, listedAdmin),
        // Names edited on PawFans (PATCH /api/me) are the person's own: the provider only fills in missing ones.
        firstName: existing.firstName ?? profile.firstName,
        lastName: existing.lastName ?? profile.lastName,
        displayName: existing.displayName ?? profile.displayName,
        // A picture uploaded on PawFans wins over the provider's.
        profileImageUrl: isUploadedObject(existing.profileImageUrl)
          ? existing.profileImageUrl
          : (profile.profileImageUrl ?? existing.profileImageUrl),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    // Their other sessions carry the row (role, address, names): every instance reads it again.
    await sessionsChanged(tx, { userId: existing.id });
    return updated;
  }

  const username = await availableUsername(tx, usernameBase(profile));
  const [created] = await tx
    .insert(users)
    .values({
      authIssuer: profile.authIssuer,
      authSubject: profile.authSubject,
      role: roleAtSignIn("member", listedAdmin),
      email,
      emailVerified,
      username,
      displayName: profile.displayName ?? username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
    })
    .returning();
  return created;
}

/**
 * The account of this issuer and subject; an account made before issuers were
 * recorded (issuer "") is claimed by the first issuer that signs it in.
 */
async function findIdentity(tx: DbOrTx, profile: SignInProfile): Promise<User | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.authSubject, profile.authSubject),
        or(eq(users.authIssuer, profile.authIssuer), eq(users.authIssuer, "")),
      ),
    );
  return rows.find((row) => row.authIssuer === profile.authIssuer) ?? rows[0];
}

/** Admins follow ADMIN_EMAILS at every sign-in; a moderator stays one until an admin says otherwise. */
function roleAtSignIn(current: Role, listedAdmin: boolean): Role {
  if (listedAdmin) return "admin";
  return current === "admin" ? "member" : current;
}

/**
 * Whether this sign-in may hold the claimed address: it is free, or another
 * account holds it unverified while this provider asserts it (the other account
 * then loses it: whoever typed it there never proved it was theirs).
 */
async function claimEmail(tx: DbOrTx, email: string, asserted: boolean, userId: string | undefined): Promise<boolean> {
  const heldByAnother = userId ? and(eq(users.email, email), ne(users.id, userId)) : eq(users.email, email);
  const [holder] = await tx.select({ id: users.id, emailVerified: users.emailVerified }).from(users).where(heldByAnother).limit(1);
  if (!holder) return true;
  if (holder.emailVerified || !asserted) return false;
  await tx.update(users).set({ email: null, updatedAt: new Date() }).where(eq(users.id, holder.id));
  await sessionsChanged(tx, { userId: holder.id });
  return true;
}

/** The email's local part (or the name) in lower-case letters, digits and underscores. */
export function usernameBase(profile: Pick<SignInProfile, "email" | "displayName">): string {
  const source = profile.email?.split("@")[0]?.split("+")[0] || profile.displayName || "";
  const base = source
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents: "zoë" → "zoe"
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, USERNAME_MAX)
    .replace(/_+$/, "");
  return base || "pawfan";
}

/** `base` if free, else `base2`, `base3`, … (the first number not taken). */
async function availableUsername(tx: DbOrTx, base: string): Promise<string> {
  const taken = await tx
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), sql`${users.username} ~ ${`^${base}[0-9]+$`}`));
  const names = new Set(taken.map((row) => row.username));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!names.has(`${base}${n}`)) return `${base}${n}`;
  }
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** The provider's picture, kept only as an https address (the rule of every stored image, @shared/validation). */
function pictureAddress(value: unknown): string | null {
  if (typeof value !== "string" || value.length > TEXT_LIMITS.mediaReference) return null;
  return normalizedHttpsAddress(value.trim());
}

const isUploadedObject = (url: string | null) => Boolean(url?.startsWith("/objects/"));

function isUniqueViolation(error: unknown): boolean {
  for (let e: any = error, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Turns a provider's claims into a PawFans user: users are found by the
 * provider's subject and created or refreshed at every sign-in.
 *
 * An email address belongs to one account. When the claims carry an address
 * another account already holds (a provider reassigned it, or the provider
 * changed), accounts are never merged, since that would hand one person's
 * account to another: the signing-in account keeps its previous address (or
 * none) until the address is free again. An address the provider marks as
 * unverified (email_verified: false) is not stored at all, because staff rights
 * follow the address.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import { users, type User } from "@shared/schema";
import type { Db, DbOrTx } from "../db";

export interface IdentityClaims {
  sub: string;
  [claim: string]: unknown;
}

export interface SignInProfile {
  authSubject: string;
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
    authSubject: claims.sub,
    email: email && email.includes("@") && claims.email_verified !== false ? email : null,
    firstName,
    lastName,
    displayName: text(claims.name, 200) ?? (fullName || null),
    profileImageUrl: httpUrl(claims.picture),
  };
}

/** Creates or refreshes the user for these claims, in one transaction (retried on a lost race). */
export async function upsertSignedInUser(db: Db, profile: SignInProfile): Promise<User> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => upsertIn(tx, profile));
    } catch (error) {
      // Two first sign-ins at once can race for a subject or a username: try again.
      if (attempt >= UPSERT_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

async function upsertIn(tx: DbOrTx, profile: SignInProfile): Promise<User> {
  const [existing] = await tx.select().from(users).where(eq(users.authSubject, profile.authSubject)).limit(1);
  const emailFree = profile.email !== null && !(await emailHeldByAnother(tx, profile.email, existing?.id));
  const email = emailFree ? profile.email : (existing?.email ?? null);

  if (existing) {
    const [updated] = await tx
      .update(users)
      .set({
        email,
        // A claim the provider leaves out is not a request to erase what we have.
        firstName: profile.firstName ?? existing.firstName,
        lastName: profile.lastName ?? existing.lastName,
        displayName: profile.displayName ?? existing.displayName,
        // A picture uploaded on PawFans wins over the provider's.
        profileImageUrl: isUploadedObject(existing.profileImageUrl)
          ? existing.profileImageUrl
          : (profile.profileImageUrl ?? existing.profileImageUrl),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated;
  }

  const username = await availableUsername(tx, usernameBase(profile));
  const [created] = await tx
    .insert(users)
    .values({
      authSubject: profile.authSubject,
      email,
      username,
      displayName: profile.displayName ?? username,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
    })
    .returning();
  return created;
}

async function emailHeldByAnother(tx: DbOrTx, email: string, userId: string | undefined): Promise<boolean> {
  const [holder] = await tx
    .select({ id: users.id })
    .from(users)
    .where(userId ? and(eq(users.email, email), ne(users.id, userId)) : eq(users.email, email))
    .limit(1);
  return Boolean(holder);
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

function httpUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

const isUploadedObject = (url: string | null) => Boolean(url?.startsWith("/objects/"));

function isUniqueViolation(error: unknown): boolean {
  for (let e: any = error, depth = 0; e && depth < 3; e = e.cause, depth++) {
    if (e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** People: their sign-in sessions and accounts, and the rate-limit counters kept per person or address. */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, json, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";

// Express sessions (connect-pg-simple reads and writes this table).
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire)],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    /**
     * The identity provider's issuer and subject: a subject is unique only within
     * its issuer. Users are upserted on the pair at each sign-in; rows made before
     * issuers were recorded have "" and take their issuer at their next sign-in.
     */
    authIssuer: text("auth_issuer").notNull().default(""),
    /** Null once the account is deleted: signing in again makes a new account. */
    authSubject: text("auth_subject"),
    email: text("email").unique(),
    /**
     * Whether the identity provider asserted the address (email_verified: true) at
     * the last sign-in. An unverified address is for display only: nothing is found,
     * exported, deleted or granted by it.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    username: text("username").notNull().unique(),
    displayName: text("display_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    /** member, moderator or admin (shared/moderation.ts); staff is a moderator or an admin. */
    role: text("role").notNull().default("member"),
    /** Set by a moderator: a suspended user cannot sign in or write. */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** An account deleted by its owner is kept anonymised (the ledger refers to it), never reused. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_auth_identity_key").on(t.authIssuer, t.authSubject),
    check("users_role_check", sql`${t.role} in ('member', 'moderator', 'admin')`),
    index("users_staff_idx").on(t.role).where(sql`${t.role} <> 'member'`),
  ],
);

/**
 * Rate-limit counters shared by every app instance (the rate limiter's own
 * layout: a key, the points used in the window and when the window ends, in ms).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export type User = typeof users.$inferSelect;


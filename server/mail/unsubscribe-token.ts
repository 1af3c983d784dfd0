/**
 * The signed token of a notification email's unsubscribe address
 * (/api/unsubscribe/<token>, RFC 8058): it names a person and a category, so a
 * one-click POST turns that category's email off without signing in, and nobody
 * can make one for someone else.
 *
 * Format: "<userId>.<category>.<signature>", the signature
 * base64url(HMAC-SHA256(key, "<userId>:<category>")) with a key derived from the
 * session secret for this purpose only (../secrets.ts). It does not expire: an
 * old email's unsubscribe must still work.
 */
import crypto from "node:crypto";
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "@shared/notification-preferences";
import { deriveKey } from "../secrets";

/** Where unsubscribe tokens are posted and shown ("<prefix><token>"). */
export const UNSUBSCRIBE_PATH_PREFIX = "/api/unsubscribe/";

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z_]{1,32})\.([\w-]{43})$/;

export interface UnsubscribeGrant {
  userId: string;
  category: NotificationCategory;
}

export function unsubscribeKey(sessionSecret: string): Buffer {
  return deriveKey(sessionSecret, "mail-unsubscribe");
}

function signature(key: Buffer, userId: string, category: string): string {
  return crypto.createHmac("sha256", key).update(`${userId}:${category}`).digest("base64url");
}

export function signUnsubscribeToken(key: Buffer, userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${signature(key, userId, category)}`;
}

/** Who and what the token unsubscribes, or null when it is malformed, altered or names no category. */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeGrant | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, userId, category, given] = match as unknown as [string, string, string, string];
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(signature(key, userId, category));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) return null;
  return { userId, category: category as NotificationCategory };
}

/** The two headers of RFC 8058 (and RFC 2369's mailto alternative) for one person's category. */
export function unsubscribeHeaders(input: { publicUrl: string; mailFrom: string; token: string }): Record<string, string> {
  const url = new URL(`${UNSUBSCRIBE_PATH_PREFIX}${input.token}`, input.publicUrl).toString();
  const mailto = `mailto:${unsubscribeMailbox(input.mailFrom)}?subject=${encodeURIComponent(`unsubscribe ${input.token}`)}`;
  return { "List-Unsubscribe": `<${url}>, <${mailto}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The sender's address (MAIL_FROM, "Name <address>" or a bare address): where a mailto unsubscribe goes. */
function unsubscribeMailbox(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match ? match[1]! : mailFrom).trim();
}

/**
 * Upload URLs of this server (local disk driver): an HMAC over the method, the
 * object path, the content type, the maximum size and the expiry, carried in the
 * URL's query. The key is derived from the session secret for this one purpose.
 */
import crypto from "node:crypto";
import { forbidden } from "../http/errors";
import type { SignedUpload } from "./types";

export interface UploadGrant extends SignedUpload {
  /** Unix time in seconds after which the URL is refused. */
  expires: number;
}

function stringToSign(grant: UploadGrant): string {
  return ["PUT", `/objects/${grant.objectPath}`, grant.contentType, grant.maxBytes, grant.expires].join("\n");
}

function sign(key: Buffer, grant: UploadGrant): Buffer {
  return crypto.createHmac("sha256", key).update(stringToSign(grant)).digest();
}

/** The query string of a signed upload URL. */
export function signUploadQuery(key: Buffer, grant: UploadGrant): URLSearchParams {
  return new URLSearchParams({
    contentType: grant.contentType,
    maxBytes: String(grant.maxBytes),
    expires: String(grant.expires),
    signature: sign(key, grant).toString("base64url"),
  });
}

/**
 * The grant a request's query was signed with, checked in constant time and
 * against the clock; 403 for a missing, tampered or expired signature.
 */
export function verifyUploadQuery(
  key: Buffer,
  objectPath: string,
  query: Record<string, unknown>,
  now: Date = new Date(),
): UploadGrant {
  const { contentType, maxBytes, expires, signature } = query;
  if (![contentType, maxBytes, expires, signature].every((v) => typeof v === "string")) {
    throw forbidden("Invalid upload signature");
  }
  const grant: UploadGrant = {
    objectPath,
    contentType: contentType as string,
    maxBytes: Number(maxBytes),
    expires: Number(expires),
  };
  const given = Buffer.from(signature as string, "base64url");
  const expected = sign(key, grant);
  if (
    !Number.isSafeInteger(grant.maxBytes) ||
    !Number.isSafeInteger(grant.expires) ||
    given.length !== expected.length ||
    !crypto.timingSafeEqual(given, expected)
  ) {
    throw forbidden("Invalid upload signature");
  }
  if (grant.expires * 1000 <= now.getTime()) throw forbidden("This upload URL has expired");
  return grant;
}

/**
 * Object paths ("uploads/<ownerId>/<uuid>", "demo/corgi.svg"): slash-separated
 * names of letters, digits, dots, dashes and underscores. No segment starts with
 * a dot, so "." and ".." (and the local driver's temporary files) can never be named.
 */
import type { ObjectStorage } from "./types";

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

export function isValidObjectPath(objectPath: string): boolean {
  const segments = objectPath.split("/");
  return segments.length <= MAX_SEGMENTS && segments.every((s) => SEGMENT.test(s));
}

export function assertObjectPath(objectPath: string): string {
  if (!isValidObjectPath(objectPath)) throw new Error(`Invalid object path: ${JSON.stringify(objectPath)}`);
  return objectPath;
}

/** Where a user's uploads live; the owner of an upload is read from its path, never from a request body. */
export function uploadsPrefixOf(userId: string): string {
  return `uploads/${userId}/`;
}

/** The URL path an object is read at. */
export function objectUrlPath(objectPath: string): string {
  return `/objects/${objectPath}`;
}

/**
 * The object path (without "/objects/") an upload reference names: the signed
 * upload URL, or a full or relative "/objects/…" URL. null when it names none.
 */
export function objectPathFromReference(storage: Pick<ObjectStorage, "objectPathFromStoreUrl">, reference: string): string | null {
  let url: URL;
  try {
    url = new URL(reference.trim(), "http://reference.invalid");
  } catch {
    return null;
  }
  let objectPath: string | null;
  try {
    objectPath = url.pathname.startsWith("/objects/")
      ? decodeURIComponent(url.pathname.slice("/objects/".length))
      : storage.objectPathFromStoreUrl(url);
  } catch {
    return null; // malformed percent-encoding
  }
  return objectPath && isValidObjectPath(objectPath) ? objectPath : null;
}

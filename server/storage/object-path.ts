/**
 * Object paths ("uploads/<ownerId>/<uuid>", "demo/corgi.svg"): slash-separated
 * names of letters, digits, dots, dashes and underscores. No segment starts with
 * a dot, so "." and ".." (and the local driver's temporary files) can never be named.
 */
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

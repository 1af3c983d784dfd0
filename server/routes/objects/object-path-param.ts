import type { Request } from "express";
import { isValidObjectPath } from "../../storage/object-path";

/** The object path of a "/objects/*objectPath" route, or null when it is not a valid one. */
export function objectPathParam(req: Request): string | null {
  const segments = (req.params as { objectPath?: string[] | string }).objectPath;
  const objectPath = Array.isArray(segments) ? segments.join("/") : (segments ?? "");
  return isValidObjectPath(objectPath) ? objectPath : null;
}

/**
 * An image address from a request, made ready to store: creator profile images,
 * a listing's image, a tip's or article's image. The shared schemas already
 * allow only "/objects/<path>" or an https address on another site; this adds
 * what only the server knows:
 *
 * - Its own addresses. An https URL of one of its uploads (on this app's
 *   PUBLIC_URL, or the bucket's URL of it) is stored as the upload's
 *   "/objects/…" path, the one canonical form. Any other address of this app is
 *   refused: an "image" must never make a viewer's browser call the app itself.
 * - Uploads. One must be the caller's own (403 otherwise) and an image, and it is
 *   recorded as public (registerProfileImage), so that everyone may see it and
 *   the clean-up of unattached uploads leaves it alone.
 *
 * Posts check their media themselves (publishPost, checkPostMedia).
 */
import type { Db } from "../db";
import { badRequest } from "../http/errors";
import type { JobQueue } from "../jobs/queue";
import type { ObjectStorage } from "../storage/types";
import { registerProfileImage } from "./media";

const OWN_ADDRESS_NOT_AN_UPLOAD = "An address on PawFans can only be one of your uploaded images";
const NOT_AN_IMAGE_ADDRESS = "Images must be uploaded files or https addresses";
const UPLOADS_PATH = "/objects/";

interface ImageReferenceDeps {
  db: Db;
  storage: ObjectStorage;
  jobs: JobQueue;
  /** The app's canonical address (config.publicUrl). */
  publicUrl: string;
}

/** The reference to store: an upload's "/objects/…" path or an https address on another site. */
export async function acceptImageReference(
  deps: ImageReferenceDeps,
  input: { reference: string; ownerId: string },
): Promise<string> {
  const { reference, ownerId } = input;
  switch (whatItNames(deps, reference)) {
    case "elsewhere":
      return reference;
    case "upload":
      return registerProfileImage(deps, { imageURL: reference, ownerId });
    case "another address of this app":
      throw badRequest(OWN_ADDRESS_NOT_AN_UPLOAD);
  }
}

/** The same for an optional field: absent stays absent, null (cleared) stays null. */
export async function acceptOptionalImageReference<Unset extends null | undefined>(
  deps: ImageReferenceDeps,
  input: { reference: string | Unset; ownerId: string },
): Promise<string | Unset> {
  const { reference, ownerId } = input;
  return reference ? acceptImageReference(deps, { reference, ownerId }) : reference;
}

function whatItNames(deps: ImageReferenceDeps, reference: string): "upload" | "another address of this app" | "elsewhere" {
  // Relative: the schemas let only "/objects/…" through; registering checks the rest.
  if (reference.startsWith("/")) return "upload";
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    throw badRequest(NOT_AN_IMAGE_ADDRESS);
  }
  if (url.origin === new URL(deps.publicUrl).origin) {
    return url.pathname.startsWith(UPLOADS_PATH) ? "upload" : "another address of this app";
  }
  return deps.storage.objectPathFromStoreUrl(url) === null ? "elsewhere" : "upload";
}

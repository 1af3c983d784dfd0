/**
 * The object store chosen by configuration: Google Cloud Storage when GCS_BUCKET
 * is set, otherwise local disk under DATA_DIR/objects.
 */
import path from "node:path";
import { deriveKey } from "../auth/session";
import type { Config } from "../config";
import { GcsStorage, type GcsOptions } from "./gcs";
import { LocalDiskStorage } from "./local-disk";
import type { ObjectStorage } from "./types";

export type { ObjectStorage } from "./types";

export function createStorage(config: Config, sessionSecret: string): ObjectStorage {
  const { gcsBucket, gcsProjectId, gcsCredentialsJson } = config.storage;
  if (gcsBucket) {
    return new GcsStorage({ bucket: gcsBucket, projectId: gcsProjectId, credentials: parseCredentials(gcsCredentialsJson) });
  }
  return new LocalDiskStorage(path.join(config.dataDir, "objects"), config.publicUrl, deriveKey(sessionSecret, "uploads"));
}

function parseCredentials(json: string | undefined): GcsOptions["credentials"] {
  if (!json) return undefined;
  try {
    const credentials = JSON.parse(json);
    if (typeof credentials?.client_email === "string" && typeof credentials?.private_key === "string") return credentials;
  } catch {
    // reported below
  }
  throw new Error("GCS_CREDENTIALS_JSON must be a service-account key in JSON (with client_email and private_key)");
}

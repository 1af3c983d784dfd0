/**
 * The object store chosen by configuration: Google Cloud Storage when GCS_BUCKET
 * is set, otherwise local disk under DATA_DIR/objects.
 */
import path from "node:path";
import { deriveKey } from "../secrets";
import type { Config } from "../config";
import type { GcsOptions } from "./gcs";
import { LocalDiskStorage } from "./local-disk";
import type { ObjectStorage } from "./types";

export type { ObjectStorage } from "./types";

/** Async because the bucket's client library loads only when a bucket is configured (a quarter second of start-up). */
export async function createStorage(config: Config, sessionSecret: string): Promise<ObjectStorage> {
  const { gcsBucket, gcsProjectId, gcsCredentialsJson } = config.storage;
  if (gcsBucket) {
    const credentials = parseCredentials(gcsCredentialsJson);
    const { GcsStorage } = await import("./gcs");
    return new GcsStorage({ bucket: gcsBucket, projectId: gcsProjectId, credentials });
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

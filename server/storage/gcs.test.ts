/**
 * The GCS driver signs v4 PUT URLs offline: a throwaway RSA key acts as the
 * service account of a test bucket, and the URL is checked field by field.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { GcsStorage } from "./gcs";
import { createStorage } from "./index";

const BUCKET = "pawfans-test-bucket";
const CLIENT_EMAIL = "uploader@pawfans-test.iam.gserviceaccount.com";

function throwawayCredentials() {
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    type: "service_account",
    client_email: CLIENT_EMAIL,
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

describe("GCS driver", () => {
  const credentials = throwawayCredentials();
  const storage = new GcsStorage({ bucket: BUCKET, projectId: "pawfans-test", credentials });
  const request = {
    objectPath: "uploads/3f1c2a9e-0000-4000-8000-000000000001/clip",
    contentType: "video/mp4",
    maxBytes: 100 * 1024 * 1024,
    expiresInSeconds: 900,
  };

  it("signs a v4 PUT URL for the object with its content type, size limit and a 15-minute expiry", async () => {
    const url = new URL(await storage.createUploadUrl(request));
    expect(url.protocol).toBe("https:");
    expect(url.host).toBe("storage.googleapis.com");
    expect(url.pathname).toBe(`/${BUCKET}/${request.objectPath}`);
    const q = url.searchParams;
    expect(q.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(q.get("X-Goog-Credential")).toMatch(new RegExp(`^${CLIENT_EMAIL}/\\d{8}/auto/storage/goog4_request$`));
    expect(q.get("X-Goog-Expires")).toBe("900");
    const signedHeaders = q.get("X-Goog-SignedHeaders")!.split(";");
    expect(signedHeaders).toEqual(
      expect.arrayContaining(["content-type", "host", "x-goog-content-length-range", "x-goog-if-generation-match"]),
    );
    expect(q.get("X-Goog-Signature")).toMatch(/^[0-9a-f]{512}$/);
  });

  it("signs the PUT method: the signature verifies with the key's public half for PUT only", async () => {
    const url = new URL(await storage.createUploadUrl(request));
    const publicKey = crypto.createPublicKey(credentials.private_key);
    const signature = Buffer.from(url.searchParams.get("X-Goog-Signature")!, "hex");
    const verifies = (method: string) =>
      crypto.verify("sha256", Buffer.from(stringToSign(url, method, storage.uploadHeaders(request))), publicKey, signature);
    expect(verifies("PUT")).toBe(true);
    expect(verifies("GET")).toBe(false);
  });

  it("tells the browser which headers to send with the PUT", () => {
    expect(storage.uploadHeaders(request)).toEqual({
      "Content-Type": "video/mp4",
      "x-goog-content-length-range": `0,${request.maxBytes}`,
      "x-goog-if-generation-match": "0",
    });
  });

  it("leaves the content type unsigned when only a family was granted", async () => {
    const familyOnly = { ...request, contentType: "image/*", maxBytes: 10 * 1024 * 1024 };
    const url = new URL(await storage.createUploadUrl(familyOnly));
    expect(url.searchParams.get("X-Goog-SignedHeaders")!.split(";")).not.toContain("content-type");
    expect(storage.uploadHeaders(familyOnly)).not.toHaveProperty("Content-Type");
  });

  it("reads the object path back from its signed URL", async () => {
    const url = new URL(await storage.createUploadUrl(request));
    expect(storage.objectPathFromStoreUrl(url)).toBe(request.objectPath);
    expect(storage.objectPathFromStoreUrl(new URL(`https://${BUCKET}.storage.googleapis.com/${request.objectPath}`))).toBe(
      request.objectPath,
    );
    expect(storage.objectPathFromStoreUrl(new URL(`https://storage.googleapis.com/other-bucket/${request.objectPath}`))).toBeNull();
  });

  it("is chosen by configuration when GCS_BUCKET is set, local disk otherwise", async () => {
    const gcs = await createStorage(
      loadConfig({ GCS_BUCKET: BUCKET, GCS_CREDENTIALS_JSON: JSON.stringify(credentials) }),
      "secret",
    );
    expect(gcs.driver).toBe("gcs");
    expect((await createStorage(loadConfig({}), "secret")).driver).toBe("local");
    await expect(createStorage(loadConfig({ GCS_BUCKET: BUCKET, GCS_CREDENTIALS_JSON: "{not json" }), "secret")).rejects.toThrow(
      /GCS_CREDENTIALS_JSON/,
    );
  });
});

/** The v4 string to sign, rebuilt from the URL (cloud.google.com/storage/docs/authentication/signatures). */
function stringToSign(url: URL, method: string, headers: Record<string, string>): string {
  const q = url.searchParams;
  const canonicalQuery = [...q.entries()]
    .filter(([name]) => name !== "X-Goog-Signature")
    .map(([k, v]) => `${encodeRfc3986(k)}=${encodeRfc3986(v)}`)
    .sort()
    .join("&");
  const allHeaders: Record<string, string> = { host: url.host };
  for (const [k, v] of Object.entries(headers)) allHeaders[k.toLowerCase()] = v;
  const signed = q.get("X-Goog-SignedHeaders")!;
  const canonicalHeaders = signed
    .split(";")
    .map((name) => `${name}:${allHeaders[name]}\n`)
    .join("");
  const canonicalRequest = [method, url.pathname, canonicalQuery, canonicalHeaders, signed, "UNSIGNED-PAYLOAD"].join("\n");
  const scope = q.get("X-Goog-Credential")!.split("/").slice(1).join("/");
  return [
    "GOOG4-RSA-SHA256",
    q.get("X-Goog-Date"),
    scope,
    crypto.createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
}

function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

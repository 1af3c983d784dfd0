/**
 * The upload flow: ask the server for a signed URL, PUT the
 * file to it with XMLHttpRequest (fetch cannot report upload progress), then,
 * for profile and cover images, register the image and use the path the server
 * answers. Post media are registered by the server when the post is created.
 */
import type { UploadTicket } from "@shared/api-types";
import type { UploadPurpose } from "@shared/constants/uploads";
import { apiJson, errorMessage, errorStatus } from "@/lib/api";
import { invalidType, tooLarge, type FileProblem } from "./validate-file";

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  purpose: UploadPurpose;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; uploadFile then rejects with an UploadCanceled. */
  signal?: AbortSignal;
}

/** A failed upload, with the toast that explains it. */
export class UploadError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.description);
    this.name = "UploadError";
  }
}

/** The person canceled the upload: no toast needed. */
export class UploadCanceled extends Error {
  constructor() {
    super("Upload canceled");
    this.name = "UploadCanceled";
  }
}

export const UPLOAD_FAILED: FileProblem = { title: "Upload failed", description: "Failed to upload file. Please try again." };
export const PATH_MISSING: FileProblem = { title: "Upload failed", description: "Could not find uploaded file path" };

/** Uploads the file and answers its "/objects/…" path. */
export async function uploadFile(file: File, { purpose, onProgress, signal }: UploadOptions): Promise<string> {
  const ticket = await requestTicket(file, purpose);
  if (signal?.aborted) throw new UploadCanceled();
  await putFile(ticket, file, { onProgress, signal });
  if (purpose !== "profile") {
    if (!ticket.objectPath) throw new UploadError(PATH_MISSING);
    return ticket.objectPath;
  }
  const registered = await callApi(() =>
    apiJson<{ objectPath?: string }>("PUT", "/api/profile-images", { imageURL: ticket.uploadURL }),
  );
  if (!registered?.objectPath) throw new UploadError(PATH_MISSING);
  return registered.objectPath;
}

function requestTicket(file: File, purpose: UploadPurpose): Promise<UploadTicket> {
  return callApi(
    () => apiJson<UploadTicket>("POST", "/api/objects/upload", { contentType: file.type, size: file.size, purpose }),
    purpose,
  );
}

/** An API call whose failure becomes the matching toast: too large, wrong type, over the quota, or failed. */
async function callApi<T>(call: () => Promise<T>, purpose?: UploadPurpose): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The upload quota's refusals say what is used up and when it comes back: shown as the server words them.
    if (errorStatus(error) === 429) {
      throw new UploadError({ ...UPLOAD_FAILED, description: errorMessage(error, UPLOAD_FAILED.description) });
    }
    throw uploadErrorFor(errorStatus(error), purpose);
  }
}

function uploadErrorFor(status: number | undefined, purpose?: UploadPurpose): UploadError {
  if (status === 413 && purpose) return new UploadError(tooLarge(purpose));
  if (status === 415) return new UploadError(invalidType());
  return new UploadError(UPLOAD_FAILED);
}

/** PUTs the file's bytes to the signed URL with the headers it was signed for, reporting progress. */
function putFile(
  ticket: Pick<UploadTicket, "uploadURL" | "uploadHeaders">,
  file: File,
  { onProgress, signal }: Pick<UploadOptions, "onProgress" | "signal"> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCanceled());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (error?: Error) => {
      signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve();
    };

    xhr.open("PUT", ticket.uploadURL);
    const headers: Record<string, string> = { "Content-Type": file.type, ...ticket.uploadHeaders };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: total ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0 });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        settle();
      } else {
        settle(uploadErrorFor(xhr.status));
      }
    };
    xhr.onerror = () => settle(new UploadError(UPLOAD_FAILED));
    xhr.ontimeout = () => settle(new UploadError(UPLOAD_FAILED));
    xhr.onabort = () => settle(new UploadCanceled());
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(file);
  });
}

/**
 * Which files may be uploaded: the accepted formats (shared/constants/uploads.ts), their
 * size limits, and the leading bytes ("magic numbers") each format starts with,
 * so that a file's declared type is checked against what it really is.
 */
import { UPLOAD_CONTENT_TYPES, UPLOAD_LIMITS, uploadRuleFor, type MediaType } from "@shared/constants/uploads";
import { HttpError } from "../http/errors";

export type UploadPurpose = MediaType | "profile";
export type MediaFamily = keyof typeof UPLOAD_CONTENT_TYPES;

/** How many leading bytes the format checks need. */
export const SNIFF_BYTES = 16;

const MB = 1024 * 1024;

/** "Image/PNG; charset=x" → "image/png"; blank → "". */
export function normalizeContentType(value: string | undefined | null): string {
  return (value ?? "").split(";")[0].trim().toLowerCase();
}

/** The family of an accepted content type, or null for anything else (SVG, HEIC, text …). */
export function familyOf(contentType: string): MediaFamily | null {
  for (const family of Object.keys(UPLOAD_CONTENT_TYPES) as MediaFamily[]) {
    if ((UPLOAD_CONTENT_TYPES[family] as readonly string[]).includes(contentType)) return family;
  }
  return null;
}

/** The family of an accepted content type or of a family pattern ("video/*"). */
export function familyOfGrant(contentType: string): MediaFamily | null {
  if (!contentType.endsWith("/*")) return familyOf(contentType);
  const family = contentType.slice(0, -2);
  return family in UPLOAD_CONTENT_TYPES ? (family as MediaFamily) : null;
}

/** The size limit of a family. */
export function maxBytesOf(family: MediaFamily): number {
  return family === "video" ? UPLOAD_LIMITS.videoBytes : UPLOAD_LIMITS.imageBytes;
}

/** "image" for purposes that take images, "video" for videos and reels. */
export function familyFor(purpose: UploadPurpose): MediaFamily {
  return uploadRuleFor(purpose).mimePrefix === "video/" ? "video" : "image";
}

/** "image/*" or "video/*": a grant for any accepted format of the purpose's family. */
export function familyPatternFor(purpose: UploadPurpose): string {
  return `${familyFor(purpose)}/*`;
}

/**
 * Whether a PUT's Content-Type satisfies the signed one: equal to it, or, when
 * the signature bound only a family ("image/*"), an accepted format of it.
 */
export function contentTypeSatisfies(actual: string, signed: string): boolean {
  const family = familyOf(actual);
  if (!family) return false;
  return signed.endsWith("/*") ? familyOfGrant(signed) === family : actual === signed;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const isoMediaBox = (head: Buffer, boxes: string[]) => boxes.some((box) => startsWith(head, ascii(box), 4));

/** The leading-bytes test of each accepted format. */
const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  "image/png": (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  "image/jpeg": (h) => startsWith(h, [0xff, 0xd8, 0xff]),
  "image/gif": (h) => startsWith(h, ascii("GIF87a")) || startsWith(h, ascii("GIF89a")),
  "image/webp": (h) => startsWith(h, ascii("RIFF")) && startsWith(h, ascii("WEBP"), 8),
  // MP4 and QuickTime are both ISO base media files (an "ftyp" box first); older
  // QuickTime files start straight with a movie or data atom.
  "video/mp4": (h) => isoMediaBox(h, ["ftyp"]),
  "video/quicktime": (h) => isoMediaBox(h, ["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"]),
  "video/webm": (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
};

/** Whether a file's leading bytes are those of its (accepted) declared type. */
export function bytesMatchContentType(contentType: string, head: Buffer): boolean {
  return SIGNATURES[contentType]?.(head) ?? false;
}

/** 413: past a purpose's limit ("Maximum file size is 10MB"), or past the size declared for this upload. */
export function fileTooLarge(maxBytes: number): HttpError {
  const message =
    maxBytes % MB === 0
      ? `Maximum file size is ${maxBytes / MB}MB`
      : `The file is larger than the ${maxBytes} bytes declared for this upload`;
  return new HttpError(413, message);
}

export function unsupportedFileType(family?: MediaFamily | null): HttpError {
  const formats =
    family === "video"
      ? "an MP4, WebM or QuickTime video"
      : family === "image"
        ? "a PNG, JPEG, GIF or WebP image"
        : "a PNG, JPEG, GIF or WebP image, or an MP4, WebM or QuickTime video";
  return new HttpError(415, `Invalid file type: please upload ${formats}`);
}

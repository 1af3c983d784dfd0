import crypto from "node:crypto";

/**
 * A stable id for a demo record, derived from its name ("creator:biscuit"), so
 * every seed produces the same ids and links. Formatted as an RFC 9562 version 8
 * (custom) UUID, which every uuid validator accepts.
 */
export function demoId(name: string): string {
  const bytes = crypto.createHash("sha256").update(`pawfans-demo:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80; // version 8
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { describe, expect, it } from "vitest";
import {
  bytesMatchContentType,
  contentTypeSatisfies,
  familyOf,
  fileTooLarge,
  normalizeContentType,
} from "./media-types";
import { SAMPLE_CONTENT_TYPES, sampleFile, SVG_WITH_SCRIPT } from "../test/fixtures/media-samples";

describe("accepted upload formats", () => {
  it("are PNG, JPEG, GIF and WebP images and MP4, WebM and QuickTime videos, never SVG", () => {
    expect(["image/png", "image/jpeg", "image/gif", "image/webp"].map(familyOf)).toEqual(Array(4).fill("image"));
    expect(["video/mp4", "video/webm", "video/quicktime"].map(familyOf)).toEqual(Array(3).fill("video"));
    expect(familyOf("image/svg+xml")).toBeNull();
    expect(familyOf("text/html")).toBeNull();
  });

  it("recognise each format by its leading bytes", () => {
    for (const type of SAMPLE_CONTENT_TYPES) {
      expect(bytesMatchContentType(type, sampleFile(type, 64)), type).toBe(true);
    }
  });

  it("refuse a file whose bytes are another format than declared", () => {
    expect(bytesMatchContentType("image/png", sampleFile("image/jpeg"))).toBe(false);
    expect(bytesMatchContentType("video/webm", sampleFile("video/mp4"))).toBe(false);
    expect(bytesMatchContentType("image/png", SVG_WITH_SCRIPT)).toBe(false);
    expect(bytesMatchContentType("image/svg+xml", SVG_WITH_SCRIPT)).toBe(false);
    expect(bytesMatchContentType("image/png", Buffer.alloc(0))).toBe(false);
  });

  it("compare content types without case or parameters", () => {
    expect(normalizeContentType(" Image/PNG; charset=binary")).toBe("image/png");
    expect(normalizeContentType(undefined)).toBe("");
  });

  it("let a family grant (image/*) accept any image format and only images", () => {
    expect(contentTypeSatisfies("image/webp", "image/*")).toBe(true);
    expect(contentTypeSatisfies("video/mp4", "image/*")).toBe(false);
    expect(contentTypeSatisfies("image/svg+xml", "image/*")).toBe(false);
    expect(contentTypeSatisfies("image/png", "image/png")).toBe(true);
    expect(contentTypeSatisfies("image/jpeg", "image/png")).toBe(false);
  });

  it("word the size limit as the upload toasts do", () => {
    expect(fileTooLarge(10 * 1024 * 1024).message).toBe("Maximum file size is 10MB");
    expect(fileTooLarge(100 * 1024 * 1024).status).toBe(413);
  });
});

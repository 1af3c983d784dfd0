import { describe, expect, it } from "vitest";
import { MB } from "@shared/constants/uploads";
import { formatBytes } from "./format-bytes";
import { acceptFor, validateFile } from "./validate-file";
const file = (type: string, size: number) => ({ type, size });

describe("validateFile", () => {
  it("takes photos, profile and cover images of up to 10 MB", () => {
    expect(validateFile(file("image/jpeg", 10 * MB), "image")).toBeNull();
    expect(validateFile(file("image/png", 10 * MB), "profile")).toBeNull();
    expect(validateFile(file("image/png", 10 * MB + 1), "profile")).toEqual({
      title: "File too large",
      description: "Maximum file size is 10MB",
    });
  });

  it("takes videos and reels of up to 100 MB", () => {
    expect(validateFile(file("video/mp4", 100 * MB), "video")).toBeNull();
    expect(validateFile(file("video/quicktime", 5 * MB), "reel")).toBeNull();
    expect(validateFile(file("video/webm", 100 * MB + 1), "reel")).toEqual({
      title: "File too large",
      description: "Maximum file size is 100MB",
    });
  });

  it("wants an image for photos and profile images and a video for videos and reels", () => {
    const invalid = { title: "Invalid file type", description: "Please upload a valid file" };
    expect(validateFile(file("video/mp4", 1000), "image")).toEqual(invalid);
    expect(validateFile(file("image/png", 1000), "video")).toEqual(invalid);
    expect(validateFile(file("application/pdf", 1000), "profile")).toEqual(invalid);
    expect(validateFile(file("", 1000), "image")).toEqual(invalid);
  });

  it("refuses SVG images, which the server never accepts", () => {
    expect(validateFile(file("image/svg+xml", 1000), "image")?.title).toBe("Invalid file type");
  });

  it("filters the file picker to the accepted formats", () => {
    expect(acceptFor("profile")).toBe("image/png,image/jpeg,image/gif,image/webp");
    expect(acceptFor("reel")).toBe("video/mp4,video/webm,video/quicktime");
  });
});

describe("formatBytes", () => {
  it("shows sizes as people read them", () => {
    expect(formatBytes(950)).toBe("950 B");
    expect(formatBytes(12_700)).toBe("12.4 KB");
    expect(formatBytes(3.25 * MB)).toBe("3.3 MB");
    expect(formatBytes(100 * MB)).toBe("100 MB");
  });
});

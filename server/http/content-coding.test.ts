import { describe, expect, it } from "vitest";
import { preferredCoding } from "./content-coding";

describe("preferredCoding", () => {
  it("answers Brotli to a browser, which lists gzip first but weighs both alike", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe("br");
  });

  it("answers gzip to a client without Brotli, or one that weighs gzip more", () => {
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("br;q=0.5, gzip")).toBe("gzip");
  });

  it("answers unencoded without Accept-Encoding, or when every coding we have is refused", () => {
    expect(preferredCoding(undefined)).toBe("identity");
    expect(preferredCoding("")).toBe("identity");
    expect(preferredCoding("identity")).toBe("identity");
    expect(preferredCoding("deflate")).toBe("identity");
    expect(preferredCoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredCoding("gzip;q=0.5, identity")).toBe("identity");
  });

  it("takes a wildcard as any coding not named", () => {
    expect(preferredCoding("*")).toBe("br");
    expect(preferredCoding("br;q=0, *")).toBe("gzip");
  });

  it("chooses only among the codings at hand", () => {
    expect(preferredCoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(preferredCoding("br", ["gzip"])).toBe("identity");
  });
});

/** A playback token grants one asset up to one rung until its expiry, and nothing once a character of it changes. */
import { describe, expect, it } from "vitest";
import { playbackKey, signPlaybackToken, verifyPlaybackToken } from "./playback-token";

const key = playbackKey("test-session-secret");
const asset = "0b0c5a5e-4a6f-4d0e-9a51-9c1a3f0f2b11";
const otherAsset = "7d2f4f8e-1c3b-4b8a-8f0e-5a6b7c8d9e0f";
const now = Date.UTC(2026, 10, 27, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

/** The token with one character of its signature changed. */
function altered(token: string): string {
  const last = token.at(-1)!;
  return `${token.slice(0, -1)}${last === "A" ? "B" : "A"}`;
}

describe("a playback token", () => {
  it("reads '<max>.<expires>.<signature>' and grants its maximum for about two hours, to the step of ten minutes", () => {
    const token = signPlaybackToken(key, asset, 1080, now);
    expect(token).toMatch(/^1080\.\d{10}\.[\w-]{43}$/);
    const grant = verifyPlaybackToken(key, asset, token, now)!;
    expect(grant.maxQuality).toBe(1080);
    expect(grant.expiresAt % 600).toBe(0);
    expect(grant.expiresAt * 1000 - now).toBeGreaterThanOrEqual(2 * HOUR);
    expect(grant.expiresAt * 1000 - now).toBeLessThanOrEqual(2 * HOUR + 10 * 60 * 1000);
  });

  it("is the same address for the same viewer's asset and maximum within the step, so the browser's cached segments serve again", () => {
    expect(signPlaybackToken(key, asset, 2160, now + 1000)).toBe(signPlaybackToken(key, asset, 2160, now + 60_000));
  });

  it("is refused once expired", () => {
    const token = signPlaybackToken(key, asset, 1080, now);
    expect(verifyPlaybackToken(key, asset, token, now + 2 * HOUR - 1000)).not.toBeNull();
    expect(verifyPlaybackToken(key, asset, token, now + 3 * HOUR)).toBeNull();
  });

  it("is refused with a raised maximum, a later expiry, another signature, for another asset or under another secret", () => {
    const token = signPlaybackToken(key, asset, 1080, now);
    const [, expires, signature] = token.split(".");
    expect(verifyPlaybackToken(key, asset, `2160.${expires}.${signature}`, now)).toBeNull();
    expect(verifyPlaybackToken(key, asset, `1080.${Number(expires) + 600}.${signature}`, now)).toBeNull();
    expect(verifyPlaybackToken(key, asset, altered(token), now)).toBeNull();
    expect(verifyPlaybackToken(key, otherAsset, token, now)).toBeNull();
    expect(verifyPlaybackToken(playbackKey("another-secret"), asset, token, now)).toBeNull();
  });

  it("is refused when it is not of the token's shape", () => {
    for (const token of ["", "1080", "1080..", `x.1795000000.${"a".repeat(43)}`, `1080.1795000000.${"a".repeat(42)}`, `1080.1795000000.${"a".repeat(43)}=`]) {
      expect(verifyPlaybackToken(key, asset, token, now), token).toBeNull();
    }
  });
});

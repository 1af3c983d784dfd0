import { describe, expect, it } from "vitest";
import { popupFeatures, shareUrl } from "./share";

describe("share links", () => {
  const url = "https://pawfans.example/profile/u1";
  const text = "Meet Biscuit & friends on PawFans!";

  it("Twitter gets the text and the address, encoded", () => {
    expect(shareUrl("twitter", url, text)).toBe(
      "https://twitter.com/intent/tweet?text=Meet%20Biscuit%20%26%20friends%20on%20PawFans!&url=https%3A%2F%2Fpawfans.example%2Fprofile%2Fu1",
    );
  });

  it("Facebook gets the address", () => {
    expect(shareUrl("facebook", url, text)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fpawfans.example%2Fprofile%2Fu1",
    );
  });

  it("WhatsApp gets text and address in one message", () => {
    expect(shareUrl("whatsapp", url, text)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    );
  });

  it("opens popups 550x420, centred", () => {
    expect(popupFeatures({ left: 0, top: 0, width: 1550, height: 1420 })).toBe(
      "width=550,height=420,left=500,top=500,noopener,noreferrer",
    );
  });
});

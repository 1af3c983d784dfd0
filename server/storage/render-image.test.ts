/**
 * What is made of an uploaded image: WebP variants at the width classes, never
 * wider than the original, upright and without the original's metadata, and a
 * placeholder of a few hundred bytes.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_VARIANT_WIDTHS, originalOfVariant, variantObjectPath, variantWidthsFor } from "./image-variants";
import { PLACEHOLDER_WIDTH, renderImage } from "./render-image";

/** A photo-like picture: two colour halves, so orientation and placeholders can be told apart. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#e8590c" } }).composite([
    {
      input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: "#1c7ed6" } },
      left: 0,
      top: 0,
    },
  ]);
}

const jpeg = (width: number, height: number) => picture(width, height).jpeg().toBuffer();

describe("variant widths", () => {
  it("are the classes 320, 640 and 1280 for a large image", () => {
    expect(IMAGE_VARIANT_WIDTHS).toEqual([320, 640, 1280]);
    expect(variantWidthsFor(4000)).toEqual([320, 640, 1280]);
  });

  it("never exceed the original: the widest becomes the original's own width", () => {
    expect(variantWidthsFor(1000)).toEqual([320, 640, 1000]);
    expect(variantWidthsFor(640)).toEqual([320, 640]);
    expect(variantWidthsFor(200)).toEqual([200]);
  });

  it("name files next to the original, each leading back to it", () => {
    const original = "uploads/3f1c2a9e-0000-4000-8000-000000000001/5d0b6a3e-0000-4000-8000-000000000002";
    expect(variantObjectPath(original, 640)).toBe(`${original}.w640.webp`);
    // A 1000 px variant is the "up to 1280" class.
    expect(variantObjectPath(original, 1000)).toBe(`${original}.w1280.webp`);
    expect(originalOfVariant(`${original}.w320.webp`)).toBe(original);
    expect(originalOfVariant(original)).toBeNull();
    expect(originalOfVariant(`${original}.w300.webp`)).toBeNull();
  });
});

describe("rendering an image", () => {
  it("makes WebP variants of the class widths, keeping the aspect ratio", async () => {
    const rendered = await renderImage(await jpeg(2000, 1500), { variants: true });
    expect(rendered).toMatchObject({ width: 2000, height: 1500 });
    expect(rendered.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [1280, 960],
    ]);
    for (const variant of rendered.variants) {
      const meta = await sharp(variant.webp).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
  });

  it("never upscales a small image", async () => {
    const rendered = await renderImage(await jpeg(500, 250), { variants: true });
    expect(rendered.variants.map((v) => v.width)).toEqual([320, 500]);
    expect(Math.max(...rendered.variants.map((v) => v.width))).toBeLessThanOrEqual(500);
  });

  it("applies the EXIF orientation and copies no metadata", async () => {
    // Stored sideways (2000×1500) with "rotate 90° to view": upright it is a 1500×2000 portrait.
    const sideways = await picture(2000, 1500)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "Location: 45.52N 122.68W" } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const rendered = await renderImage(sideways, { variants: true });
    expect(rendered).toMatchObject({ width: 1500, height: 2000 });
    expect(rendered.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 427],
      [640, 853],
      [1280, 1707],
    ]);
    for (const variant of rendered.variants) {
      const meta = await sharp(variant.webp).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("makes a placeholder of a few hundred bytes, PLACEHOLDER_WIDTH pixels wide", async () => {
    const rendered = await renderImage(await jpeg(3000, 2000), { variants: false });
    expect(rendered.variants).toEqual([]);
    expect(rendered.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(rendered.placeholder.length).toBeLessThan(400);
    const bytes = Buffer.from(rendered.placeholder.split(",")[1]!, "base64");
    expect((await sharp(bytes).metadata()).width).toBe(PLACEHOLDER_WIDTH);
  });

  it("keeps an animated GIF animated, and sizes it by one frame", async () => {
    const frames = 3;
    // Three 400×300 frames of different greys, stacked.
    const raw = Buffer.alloc(400 * 300 * frames * 3);
    for (let f = 0; f < frames; f++) raw.fill(f * 80, f * 400 * 300 * 3, (f + 1) * 400 * 300 * 3);
    const gif = await sharp(raw, { raw: { width: 400, height: 300 * frames, channels: 3, pageHeight: 300 } }).gif().toBuffer();
    const rendered = await renderImage(gif, { variants: true });
    expect(rendered).toMatchObject({ width: 400, height: 300 });
    const widest = rendered.variants.at(-1)!;
    expect([widest.width, widest.height]).toEqual([400, 300]);
    expect((await sharp(widest.webp, { animated: true }).metadata()).pages).toBe(frames);
  });

  it("refuses bytes that are no image", async () => {
    await expect(renderImage(Buffer.from("\x89PNG\r\n\x1a\n but not really"), { variants: true })).rejects.toThrow(/unsupported image format|Input buffer/i);
  });
});

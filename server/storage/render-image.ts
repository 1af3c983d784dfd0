/**
 * Renders what the app shows of an uploaded image, with sharp (libvips): its
 * upright size, a tiny placeholder, and WebP variants for `srcset`. Pure: bytes
 * in, bytes out; the job (jobs/handlers/make-image-variants.ts) reads and
 * stores them. EXIF orientation is applied and no metadata (EXIF, GPS, ICC
 * beyond sRGB) is copied into the outputs; animated GIFs and WebPs stay animated.
 */
import sharp from "sharp";
import { variantWidthsFor } from "./image-variants";

interface RenderedVariant {
  width: number;
  height: number;
  webp: Buffer;
}

export interface RenderedImage {
  /** Upright pixels (a portrait photo stored sideways with an EXIF rotation counts as portrait). */
  width: number;
  height: number;
  /** A data: URI of a few hundred bytes. */
  placeholder: string;
  /** Narrowest first; empty when not asked for. */
  variants: RenderedVariant[];
}

/** Wide enough to show the picture's colours and shapes once blurred, small enough for a few hundred bytes. */
export const PLACEHOLDER_WIDTH = 16;
const PLACEHOLDER_QUALITY = 40;
/** sharp's default; visually lossless for photos at the sizes shown. */
const VARIANT_QUALITY = 80;

/**
 * `variants: false` for vector images (the demo's SVGs), which any width
 * renders sharply from the original: only their size and placeholder are made.
 * Throws on bytes libvips cannot decode (or past its pixel limit).
 */
export async function renderImage(input: Buffer, { variants }: { variants: boolean }): Promise<RenderedImage> {
  const metadata = await sharp(input, { animated: true }).metadata();
  const width = metadata.autoOrient.width;
  // An animated image's height is all frames stacked; one frame is pageHeight.
  const height = (metadata.pages ?? 1) > 1 && metadata.pageHeight ? metadata.pageHeight : metadata.autoOrient.height;
  const placeholder = await renderPlaceholder(input);
  const rendered: RenderedVariant[] = [];
  if (variants) {
    // One at a time: each pipeline decodes with shrink-on-load, and memory stays at one image's worth.
    for (const targetWidth of variantWidthsFor(width)) rendered.push(await renderVariant(input, targetWidth));
  }
  return { width, height, placeholder, variants: rendered };
}

async function renderVariant(input: Buffer, width: number): Promise<RenderedVariant> {
  const { data, info } = await sharp(input, { animated: true, autoOrient: true })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.pageHeight ?? info.height, webp: data };
}

/** The first frame, PLACEHOLDER_WIDTH px wide, as a low-quality WebP data: URI. */
async function renderPlaceholder(input: Buffer): Promise<string> {
  const webp = await sharp(input, { autoOrient: true })
    .resize({ width: PLACEHOLDER_WIDTH, withoutEnlargement: true })
    .webp({ quality: PLACEHOLDER_QUALITY, smartSubsample: true })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString("base64")}`;
}

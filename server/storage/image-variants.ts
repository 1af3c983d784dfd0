/**
 * Where an uploaded image's WebP variants live: next to the original, one per
 * width class, "<path>.w640.webp" holding a copy at most 640 px wide. The class
 * names the file, so a variant's path always leads back to its original (whose
 * record says who may read both: policies/media.ts) and deleting an object
 * deletes its variants without asking the database what was made.
 */
import type { ObjectStorage } from "./types";

/** The width classes: phones at 1–3× device pixels, and desktop columns. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

const VARIANT_PATH = new RegExp(`^(.+)\\.w(${IMAGE_VARIANT_WIDTHS.join("|")})\\.webp$`);

/**
 * The widths to make of an image `originalWidth` px wide: each class's width,
 * never wider than the original (no upscaling), duplicates dropped. A 1000 px
 * image gets 320, 640 and 1000; a 200 px one only 200.
 */
export function variantWidthsFor(originalWidth: number): number[] {
  return [...new Set(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, originalWidth)))];
}

/** The class a variant of this width is stored under: the narrowest one it fits. */
function widthClassOf(width: number): number {
  const widthClass = IMAGE_VARIANT_WIDTHS.find((w) => w >= width);
  if (widthClass === undefined) throw new Error(`No variant is wider than ${IMAGE_VARIANT_WIDTHS.at(-1)} px (got ${width})`);
  return widthClass;
}

/** The object path of an image's variant of this width. */
export function variantObjectPath(objectPath: string, width: number): string {
  return `${objectPath}.w${widthClassOf(width)}.webp`;
}

/** The original's object path when `objectPath` names a variant, else null. */
export function originalOfVariant(objectPath: string): string | null {
  return VARIANT_PATH.exec(objectPath)?.[1] ?? null;
}

/** Deletes an object and whatever variants of it exist. */
export async function deleteWithVariants(storage: ObjectStorage, objectPath: string): Promise<void> {
  await storage.delete(objectPath);
  await deleteVariants(storage, objectPath);
}

/** Deletes an image's variants (missing ones are fine). */
export async function deleteVariants(storage: ObjectStorage, objectPath: string): Promise<void> {
  for (const width of IMAGE_VARIANT_WIDTHS) await storage.delete(variantObjectPath(objectPath, width));
}

/**
 * The image fields of answers (shared/media.ts), from an image's address and
 * what its media record knows (joined by the list's own query:
 * loaders/image-facts.ts). An address that is no recorded upload (a
 * pasted http(s) URL) goes out alone, with no size, placeholder or variants.
 */
import type { ImageTeaser, ImageView } from "@shared/media";
import type { MediaObject } from "../db/schema";
import { variantObjectPath } from "../storage/image-variants";
import { objectUrlPath } from "../storage/object-path";

/** The media record's columns answers use; null (or all null) when the address names no recorded upload. */
export type ImageFacts = Pick<MediaObject, "width" | "height" | "placeholder" | "variantWidths"> & {
  objectPath: string | null;
};

/** An image to show: its address, size, placeholder and variants (narrowest first). */
export function presentImage(url: string | null, facts: ImageFacts | null): ImageView | null {
  if (!url) return null;
  const objectPath = facts?.objectPath;
  const widths = objectPath ? [...(facts.variantWidths ?? [])].sort((a, b) => a - b) : [];
  const teaser = teaserFields(objectPath ? facts : null);
  // A literal rather than a spread of the teaser: lists make dozens of these per answer.
  return {
    url,
    width: teaser.width,
    height: teaser.height,
    placeholder: teaser.placeholder,
    variants: widths.map((width) => ({ url: objectUrlPath(variantObjectPath(objectPath!, width)), width })),
  };
}

/**
 * What a viewer who may not see an image gets: its size and blurred placeholder,
 * never an address. null until the placeholder is made.
 */
export function presentImageTeaser(facts: ImageFacts | null): ImageTeaser | null {
  if (!facts?.objectPath || !facts.placeholder) return null;
  return teaserFields(facts);
}

function teaserFields(facts: ImageFacts | null): ImageTeaser {
  return { width: facts?.width ?? null, height: facts?.height ?? null, placeholder: facts?.placeholder ?? null };
}

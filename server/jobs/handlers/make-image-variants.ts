/**
 * Makes what the app shows of an uploaded image once it is put to use (sent by
 * commands/media.ts inside the write that records it): reads the original from
 * storage, stores its WebP variants next to it (storage/image-variants.ts) and
 * records its size, placeholder and variant widths on its media record. Until
 * then the answers carry the original alone, which the client shows as it is.
 *
 * Idempotent: a record already done is skipped, and a rerun after a crash
 * rewrites the same variants. Bytes libvips cannot decode (they passed the
 * upload's leading-bytes check only) are recorded as done with no variants, so
 * the job is not retried for them; a storage failure is thrown and retried.
 */
import { eq } from "drizzle-orm";
import { mediaObjects } from "../../db/schema";
import type { Db } from "../../db";
import { familyOf } from "../../storage/media-types";
import { deleteVariants, variantObjectPath } from "../../storage/image-variants";
import type { RenderedImage } from "../../storage/render-image";
import type { ObjectStorage } from "../../storage/types";

const SVG = "image/svg+xml";

export type ImageVariantsOutcome = "made" | "unreadable" | "skipped";

export async function makeImageVariants(db: Db, storage: ObjectStorage, objectPath: string): Promise<ImageVariantsOutcome> {
  const [record] = await db
    .select({ contentType: mediaObjects.contentType, variantWidths: mediaObjects.variantWidths })
    .from(mediaObjects)
    .where(eq(mediaObjects.objectPath, objectPath))
    .limit(1);
  // Gone (its owner was deleted), done before, or not a picture: nothing to make.
  if (!record || record.variantWidths !== null || !isPicture(record.contentType)) return "skipped";
  const original = await readObject(storage, objectPath);
  if (!original) return "skipped";

  // libvips loads with the first picture, not with the server (0.15 s of start-up).
  const { renderImage } = await import("../../storage/render-image");
  let rendered: RenderedImage | null;
  try {
    rendered = await renderImage(original, { variants: record.contentType !== SVG });
  } catch (error) {
    console.warn(`image variants: ${objectPath} cannot be decoded (${(error as Error).message}); shown as uploaded`);
    rendered = null;
  }
  for (const variant of rendered?.variants ?? []) {
    await storage.writeObject(variantObjectPath(objectPath, variant.width), variant.webp, "image/webp");
  }
  const recorded = await db
    .update(mediaObjects)
    .set({
      width: rendered?.width ?? null,
      height: rendered?.height ?? null,
      placeholder: rendered?.placeholder ?? null,
      variantWidths: rendered?.variants.map((v) => v.width) ?? [],
    })
    .where(eq(mediaObjects.objectPath, objectPath))
    .returning({ objectPath: mediaObjects.objectPath });
  // The record was deleted while the variants were made: they belong to nothing.
  if (recorded.length === 0) await deleteVariants(storage, objectPath);
  if (!rendered) return "unreadable";
  return recorded.length > 0 ? "made" : "skipped";
}

/** Raster uploads and the demo's SVGs. */
function isPicture(contentType: string): boolean {
  return familyOf(contentType) === "image" || contentType === SVG;
}

async function readObject(storage: ObjectStorage, objectPath: string): Promise<Buffer | null> {
  if (!(await storage.stat(objectPath))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.openRead(objectPath)) as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The image fields of API answers (creator covers and avatars, post media,
 * item and article pictures): one definition that the server's presenters build,
 * the client renders (ResponsiveImage) and the API tests parse. The client
 * imports only the types, so zod stays out of its bundle.
 *
 * An uploaded image gets, shortly after it is put to use, its size, a tiny
 * blurred placeholder and narrower WebP variants; until then (and for images at
 * other addresses) those fields are null or empty and the original is shown.
 */
import { z } from "zod";

/** A narrower WebP copy of an image, for `srcset`. */
const imageVariantSchema = z.strictObject({
  url: z.string().min(1),
  /** In pixels: a `srcset` width descriptor. */
  width: z.number().int().positive(),
});

/**
 * What may be shown of an image without showing it: its size (so its box is
 * laid out before it loads) and a placeholder of a few hundred bytes, a
 * ~16 px wide rendering as a data: URI, drawn blurred. A locked premium post
 * carries only this: no address of the image or of any variant.
 */
export const imageTeaserSchema = z.strictObject({
  /** Intrinsic pixels, upright (EXIF orientation applied); null until known. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  placeholder: z
    .string()
    .regex(/^data:image\/(webp|png|jpeg);base64,/)
    .nullable(),
});

/** An image to show: its own address, plus the teaser's fields and the variants (narrowest first; empty until made). */
export const imageViewSchema = imageTeaserSchema.extend({
  url: z.string().min(1),
  variants: z.array(imageVariantSchema),
});

export type ImageTeaser = z.infer<typeof imageTeaserSchema>;
export type ImageView = z.infer<typeof imageViewSchema>;

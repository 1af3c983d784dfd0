import { z } from "zod";
import { UPLOAD_PURPOSES } from "@shared/constants/uploads";

/**
 * POST /api/objects/upload. Every field is optional: an empty body (what the
 * first version of the client sent) asks for an image of up to 10 MB of any
 * accepted image format.
 */
export const uploadRequestSchema = z
  .object({
    contentType: z.string({ error: "contentType must be a string" }).trim().max(255).optional(),
    size: z
      .number({ error: "size must be a number of bytes" })
      .int("size must be a whole number of bytes")
      .min(1, "The file is empty")
      .optional(),
    purpose: z.enum(UPLOAD_PURPOSES, { error: "purpose must be profile, image, video or reel" }).default("image"),
  })
  .strip();


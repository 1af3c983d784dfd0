/**
 * POST /api/objects/upload: a signed URL for one new object under the caller's
 * uploads folder, refused up front when the declared size or type is not
 * allowed for the purpose (the receiver checks the bytes again) or the caller's
 * upload quota is used up.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { uploadRuleFor } from "@shared/constants/uploads";
import type { UploadTicket } from "@shared/api-types";
import { uploadTickets } from "../../db/schema";
import { requireUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { parse } from "../../http/validate";
import {
  familyFor,
  familyPatternFor,
  fileTooLarge,
  normalizeContentType,
  unsupportedFileType,
} from "../../storage/media-types";
import { objectUrlPath, uploadsPrefixOf } from "../../storage/object-path";
import type { UploadUrlRequest } from "../../storage/types";
import { uploadRequestSchema } from "./schemas";
import { assertUploadQuota } from "./upload-quota";

/** Upload URLs are good for 15 minutes. */
const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export function issueUpload(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    const user = requireUser(req);
    const { contentType, size, purpose } = parse(uploadRequestSchema, req.body);
    const rule = uploadRuleFor(purpose);
    if (size !== undefined && size > rule.maxBytes) throw fileTooLarge(rule.maxBytes);

    // No declared type: the signature binds the family ("image/*"), the receiver the exact format.
    let signedType = familyPatternFor(purpose);
    if (contentType !== undefined) {
      const declared = normalizeContentType(contentType);
      if (!(rule.contentTypes as readonly string[]).includes(declared)) throw unsupportedFileType(familyFor(purpose));
      signedType = declared;
    }

    const request: UploadUrlRequest = {
      objectPath: `${uploadsPrefixOf(user.id)}${crypto.randomUUID()}`,
      contentType: signedType,
      // A declared size binds the upload to it; otherwise the purpose's limit.
      maxBytes: size ?? rule.maxBytes,
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
    };
    // Recorded first, so an upload never registered is found and deleted by the clean-up job.
    await ctx.db.transaction(async (tx) => {
      await assertUploadQuota(tx, user.id, request.maxBytes, ctx.config.uploadStorageQuotaBytes);
      await tx.insert(uploadTickets).values({
        objectPath: request.objectPath,
        ownerId: user.id,
        // Counted at the most it may hold until the file is written.
        size: request.maxBytes,
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
      });
    });
    const ticket: UploadTicket = {
      uploadURL: await ctx.storage.createUploadUrl(request),
      objectPath: objectUrlPath(request.objectPath),
      uploadHeaders: ctx.storage.uploadHeaders(request),
    };
    res.json(ticket);
  };
}

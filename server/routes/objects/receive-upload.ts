/**
 * PUT /objects/<path>?contentType=…&maxBytes=…&expires=…&signature=… : the
 * local driver's upload receiver. The signed URL is the permission (no session
 * needed, like a cloud bucket). Checks in order: signature and expiry (403),
 * Content-Type against the signed one (415), declared Content-Length against the
 * signed maximum (413, before reading anything); then the driver streams the
 * body, counting bytes and checking the leading bytes, into a temporary file,
 * and the upload's ticket takes the file's real size.
 */
import { PassThrough } from "node:stream";
import { eq } from "drizzle-orm";
import type { Request, RequestHandler } from "express";
import { uploadTickets } from "../../db/schema";
import type { AppContext } from "../../context";
import { HttpError, notFound } from "../../http/errors";
import { contentTypeSatisfies, familyOfGrant, fileTooLarge, normalizeContentType, unsupportedFileType } from "../../storage/media-types";
import { objectUrlPath } from "../../storage/object-path";
import { receivesUploads } from "../../storage/types";
import { objectPathParam } from "./object-path-param";

export function receiveUpload(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    const { storage } = ctx;
    if (!receivesUploads(storage)) throw notFound(); // cloud uploads go to the bucket
    // The body may be left unread when refused: do not keep the connection for another request.
    res.setHeader("Connection", "close");
    const objectPath = objectPathParam(req);
    if (!objectPath) throw notFound();

    const grant = storage.verifyUpload(objectPath, req.query as Record<string, unknown>);
    const contentType = normalizeContentType(req.get("content-type"));
    if (!contentTypeSatisfies(contentType, grant.contentType)) {
      throw unsupportedFileType(familyOfGrant(grant.contentType));
    }
    const declaredLength = Number(req.get("content-length") ?? 0);
    if (declaredLength > grant.maxBytes) throw fileTooLarge(grant.maxBytes);

    const body = requestBody(req);
    try {
      const info = await storage.writeUpload(objectPath, body, contentType, grant.maxBytes);
      // The upload quota counts the file at its real size from now on, not the size its URL allowed.
      await ctx.db.update(uploadTickets).set({ size: info.size }).where(eq(uploadTickets.objectPath, objectPath));
      res.setHeader("ETag", info.etag);
      res.json({ objectPath: objectUrlPath(objectPath), size: info.size, contentType: info.contentType });
    } finally {
      req.unpipe(body);
    }
  };
}

/**
 * The request body as a stream of its own, so that a refused upload can be
 * answered (413/415) without destroying the request's socket, and a client that
 * goes away mid-upload fails the write.
 */
function requestBody(req: Request): PassThrough {
  const body = new PassThrough();
  req.pipe(body);
  const interrupted = () => body.destroy(new HttpError(400, "Upload interrupted"));
  req.once("error", interrupted);
  req.once("close", () => {
    if (!req.complete) interrupted();
  });
  return body;
}

/**
 * On-the-fly compression (Brotli or gzip, negotiated from Accept-Encoding, with
 * Vary: Accept-Encoding) of what the server writes itself: JSON answers and
 * index.html above 1 KB. Hashed assets are compressed at build time
 * (./precompressed-assets.ts) and cached public answers keep their compressed
 * forms (./public-cache.ts): both are answered before this middleware.
 */
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Below this an answer fits in one packet anyway; compressing it only costs time. */
const THRESHOLD_BYTES = 1024;

export function compressResponses(options: { exempt: (req: Request) => boolean }): RequestHandler {
  const compress = compression({
    threshold: THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => !options.exempt(req) && !isPartial(req, res) && compression.filter(req, res),
  });
  return (req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    // A client that takes no encoding: nothing to wrap the answer for, but caches still learn that it varies.
    if (!options.exempt(req)) res.vary("Accept-Encoding");
    next();
  };
}

/** A byte range is a range of the stored bytes: compressing it would corrupt it. */
const isPartial = (req: Request, res: Response) => Boolean(req.headers.range) || res.statusCode === 206;

/**
 * Hashed build assets with the Brotli (.br) and gzip (.gz) files the client
 * build writes next to them (scripts/vite-precompress.mjs): a GET or HEAD gets
 * the coding the client prefers, with the original's Content-Type, the
 * compressed file's own ETag and Content-Length, byte ranges of the compressed
 * file, and the same caching as the original. Files without a compressed form,
 * and clients that accept none, fall through to the plain static files.
 */
import path from "node:path";
import express, { type RequestHandler } from "express";
import { preferredCoding, type ContentCoding } from "./content-coding";

const EXTENSION: Record<ContentCoding, string> = { br: ".br", gzip: ".gz" };

export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  // One static server per coding: send's conditional GET, HEAD, ranges and ETags, on the compressed file.
  const serveCompressed = (coding: ContentCoding) =>
    express.static(dir, {
      ...options,
      index: false,
      fallthrough: true,
      setHeaders: (res, file) => {
        res.setHeader("Content-Encoding", coding);
        res.type(path.extname(file.slice(0, -EXTENSION[coding].length)));
      },
    });
  const servers: Record<ContentCoding, RequestHandler> = { br: serveCompressed("br"), gzip: serveCompressed("gzip") };

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Whether or not this answer is encoded, the same URL is encoded for other clients.
    res.vary("Accept-Encoding");
    const coding = preferredCoding(req.headers["accept-encoding"]);
    if (coding === "identity") return next();
    const url = req.url;
    const query = url.indexOf("?");
    req.url = query < 0 ? `${url}${EXTENSION[coding]}` : `${url.slice(0, query)}${EXTENSION[coding]}${url.slice(query)}`;
    servers[coding](req, res, (error?: unknown) => {
      // No compressed form: the plain file (or its 404).
      req.url = url;
      next(error);
    });
  };
}

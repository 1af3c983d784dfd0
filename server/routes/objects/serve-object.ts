/**
 * GET/HEAD /objects/<path>: objects stream through this server for both
 * drivers, so the access rule (../../policies/media.ts) is applied to every
 * read. Answers carry Content-Type, Content-Length, ETag (304 on If-None-Match)
 * and Cache-Control, and honour single byte ranges (206) so videos can seek.
 */
import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import { currentUser } from "../../auth/guards";
import type { AppContext } from "../../context";
import { notFound } from "../../http/errors";
import { readAccessFor, type ReadAccess } from "../../policies/media";
import type { StoredObjectInfo } from "../../storage/types";
import { objectPathParam } from "./object-path-param";

/** Uploads never change once written (one object per upload URL), so public ones may be cached for good. */
const CACHE_CONTROL: Record<Exclude<ReadAccess, null>, string> = {
  public: "public, max-age=31536000, immutable",
  // Revalidated on every use (cheap with the ETag), so a canceled subscription stops access.
  private: "private, no-cache",
};

export function serveObject(ctx: AppContext): RequestHandler {
  return async (req, res) => {
    const objectPath = objectPathParam(req);
    if (!objectPath) throw notFound();
    const access = await readAccessFor(ctx.db, currentUser(req), objectPath);
    // Refused and missing answer alike, so nobody learns whether a private object exists.
    if (!access) throw notFound();
    const info = await ctx.storage.stat(objectPath);
    if (!info) throw notFound();

    res.setHeader("Content-Type", info.contentType);
    res.setHeader("ETag", info.etag);
    res.setHeader("Cache-Control", CACHE_CONTROL[access]);
    res.setHeader("Accept-Ranges", "bytes");
    // Objects are shown, never run: an SVG opened on its own cannot execute scripts.
    // This stricter policy replaces the app-wide one (../../http/security-headers.ts).
    res.setHeader("Content-Security-Policy", "sandbox");
    if (access === "private") res.setHeader("Vary", "Cookie");

    if (matchesEtag(req.get("if-none-match"), info.etag)) {
      res.status(304).end();
      return;
    }
    const range = requestedRange(req, info);
    if (range === "unsatisfiable") {
      res.setHeader("Content-Range", `bytes */${info.size}`);
      res.status(416).json({ message: "Range not satisfiable" });
      return;
    }
    if (range) {
      res.status(206);
      res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
      res.setHeader("Content-Length", String(range.end - range.start + 1));
    } else {
      res.status(200);
      res.setHeader("Content-Length", String(info.size));
    }
    if (req.method === "HEAD" || info.size === 0) {
      res.end();
      return;
    }
    await streamTo(res, await ctx.storage.openRead(objectPath, range ?? undefined), req);
  };
}

/** If-None-Match: a list of (possibly weak) ETags or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}

/**
 * The one byte range to send, null for the whole object (no Range header, a
 * malformed one, several ranges, or an If-Range naming another version), or
 * "unsatisfiable" (416).
 */
function requestedRange(req: Request, info: StoredObjectInfo): { start: number; end: number } | null | "unsatisfiable" {
  if (!req.get("range")) return null;
  const ifRange = req.get("if-range");
  if (ifRange && ifRange.trim() !== info.etag) return null;
  const ranges = req.range(info.size, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === undefined || ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

async function streamTo(res: Response, source: NodeJS.ReadableStream, req: Request) {
  try {
    await pipeline(source, res);
  } catch (error) {
    // A viewer closing the tab or seeking is normal; anything else is logged. Headers are gone, so just cut the answer.
    if (!req.destroyed && (error as NodeJS.ErrnoException)?.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error(`GET ${req.path}: reading the object failed:`, error);
    }
    res.destroy();
  }
}

/**
 * How a page drawn on the server reads its data: each of the page's API reads is
 * sent back to this very server over its own socket (the address the page's
 * request came in on), as a signed-out GET with the page request's Host. So it
 * meets everything a browser's read meets (validation, policies, presenters, the
 * public cache) and nothing of the renderer can read more than a visitor could.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { Request } from "express";

/** The API client's transport (client/src/lib/api-transport.ts), as the renderer takes it. */
export type PageReadTransport = (url: string, init?: RequestInit) => Promise<Response>;

/** Marks the renderer's reads; its value is this process's secret, so nobody else can claim it. */
const RENDER_READ_HEADER = "x-page-render";
const renderSecret = crypto.randomBytes(24).toString("base64url");

/** Whether `req` is one of this process's own page renders' reads (counted as the page, not one by one). */
export function isPageRenderRead(req: Request): boolean {
  const value = req.headers[RENDER_READ_HEADER];
  return typeof value === "string" && value.length === renderSecret.length && crypto.timingSafeEqual(Buffer.from(value), Buffer.from(renderSecret));
}

/** A transport reading the API the way the page request `page` came in, as a signed-out visitor. */
export function loopbackTransport(page: Request, { timeoutMs = 5000 } = {}): PageReadTransport {
  const { localAddress, localPort } = page.socket;
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      if ((init?.method ?? "GET") !== "GET" || !url.startsWith("/api/")) {
        reject(new Error(`A page render only reads the API: ${init?.method ?? "GET"} ${url}`));
        return;
      }
      const read = http.get(
        {
          host: localAddress,
          port: localPort,
          path: url,
          headers: {
            // Addressed as the page was (behind a proxy, as the proxy said), for the canonical host and the public cache.
            ...forwardedAddressing(page),
            host: page.headers.host ?? "localhost",
            accept: "application/json",
            // The answer stays in this process: compressing it would be work for nothing.
            "accept-encoding": "identity",
            [RENDER_READ_HEADER]: renderSecret,
          },
          timeout: timeoutMs,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              if (typeof value === "string") headers.set(name, value);
            }
            const status = answer.statusCode ?? 502;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      read.on("timeout", () => read.destroy(new Error(`A page render's read of ${url} timed out`)));
      read.on("error", reject);
    });
}

/** The page request's X-Forwarded-Host and -Proto, when a proxy set them. */
function forwardedAddressing(page: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ["x-forwarded-host", "x-forwarded-proto"]) {
    const value = page.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return headers;
}

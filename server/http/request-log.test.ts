/** The request log names the path a request asked for, never its query string (tokens, signatures, emails). */
import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestLog } from "./request-log";

/** A tiny app with a router mounted under /api, as the real one. */
function appWith(handler: express.RequestHandler) {
  const app = express();
  app.use(requestLog);
  const api = express.Router();
  api.get("/things/:id", handler);
  app.use("/api", api);
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the request log (LOG_REQUESTS)", () => {
  it("logs the method, the full path without the query, the status and the time", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const app = appWith((_req, res) => {
      res.json({ ok: true });
    });
    await request(app).get("/api/things/7?token=s3cret&email=ann%40pets.test");
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0][0]);
    expect(line).toMatch(/^GET \/api\/things\/7 200 \d+\.\d ms$/);
    expect(line).not.toContain("s3cret");
    expect(line).not.toContain("ann");
  });
});

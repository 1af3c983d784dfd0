/** The error handler: a bare 500 whose log names the path without its query string, and database refusals of bad input as 400s. */
import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorHandler } from "./error-handler";

/** A tiny app whose one route, under an /api mount as in the real app, fails with `error`. */
function failingWith(error: unknown) {
  const app = express();
  const api = express.Router();
  api.get("/things/:id", () => {
    throw error;
  });
  app.use("/api", api);
  app.use(errorHandler);
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("errorHandler", () => {
  it("answers an unexpected error with a bare 500 and logs the path without the query string", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await request(failingWith(new Error("boom"))).get("/api/things/7?token=s3cret&email=ann%40pets.test");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Internal server error" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe("GET /api/things/7 failed:");
  });

  it("answers text PostgreSQL cannot store (a null character) with a 400, logging nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // As Drizzle throws it: the driver's error in `cause`.
    const error = Object.assign(new Error("Failed query"), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" }),
    });
    const res = await request(failingWith(error)).get("/api/things/7");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Text cannot contain null characters" });
    expect(log).not.toHaveBeenCalled();
  });
});

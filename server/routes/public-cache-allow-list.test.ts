/** The public cache's allow-list (./index.ts) names real routes: every read a GET route, every write prefix some write. */
import { describe, expect, it } from "vitest";
import { createAuthenticator } from "../auth/authenticator";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { memoryPublicCacheStore } from "../http/public-cache-store";
import { PUBLIC_CACHE_FAMILIES, ROUTE_TABLE } from "./index";

const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "test-session-secret" });
// Building a router reads nothing from the database or the store.
const ctx = { config, sessionSecret: "test-session-secret", limiterStore: { kind: "memory" } } as AppContext;
const signIn = { authenticator: createAuthenticator(ctx), ensureStrategy: async () => {} };
const publicAnswers = memoryPublicCacheStore();

/** Every route of the app as [method, full path as written]. */
const routes = ROUTE_TABLE.flatMap((entry) => {
  const router = entry.build({ ctx, signIn, publicAnswers }) as unknown as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  const base = entry.mount === "/" ? "" : entry.mount;
  return router.stack.flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => [method, `${base}${layer.route!.path}`] as const) : [],
  );
});

/** "/api/things/:id" and "/api/things/:thingId" are the same route. */
const shape = (path: string) => path.replace(/:\w+/g, ":param");

describe.each(PUBLIC_CACHE_FAMILIES.map((family) => [family.name, family] as const))("public cache family %s", (_name, family) => {
  it("lists only GET routes the app serves (or, as a pattern, the pages and none of the API)", () => {
    const gets = routes.filter(([method]) => method === "get").map(([, path]) => path);
    const shapes = new Set(gets.map(shape));
    const paths = family.reads.filter((read) => typeof read === "string");
    const patterns = family.reads.filter((read) => read instanceof RegExp);
    for (const read of paths) expect(shapes.has(shape(read)), read).toBe(true);
    for (const pattern of patterns) {
      expect(["/", "/explore", "/profile/u1"].filter((page) => !pattern.test(page)), String(pattern)).toEqual([]);
      expect(gets.filter((path) => pattern.test(path)), String(pattern)).toEqual([]);
    }
  });

  it("is cleared by writes the app serves", () => {
    const writes = routes.filter(([method]) => method !== "get").map(([, path]) => path);
    for (const prefix of family.writtenBy) {
      expect(
        writes.some((path) => path === prefix || path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
    }
  });
});

it("gives every family its own name", () => {
  const names = PUBLIC_CACHE_FAMILIES.map((family) => family.name);
  expect(new Set(names).size).toBe(names.length);
});

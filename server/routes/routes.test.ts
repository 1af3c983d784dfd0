/** The route table (./index.ts) is the truth: every route a router serves is under a prefix listed for it. */
import { describe, expect, it } from "vitest";
import { createAuthenticator } from "../auth/authenticator";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { memoryPublicCacheStore } from "../http/public-cache-store";
import { prefixesPattern, ROUTE_TABLE } from "./index";

const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "test-session-secret" });
// Building a router reads nothing from the database or the store.
const ctx = { config, sessionSecret: "test-session-secret", limiterStore: { kind: "memory" } } as AppContext;
const signIn = { authenticator: createAuthenticator(ctx), ensureStrategy: async () => {} };
const publicAnswers = memoryPublicCacheStore();

/** The full paths of the routes a router declares (GET, POST …), as written. */
function routePaths(entry: (typeof ROUTE_TABLE)[number]): string[] {
  const router = entry.build({ ctx, signIn, publicAnswers }) as unknown as { stack: { route?: { path: string } }[] };
  const base = entry.mount === "/" ? "" : entry.mount;
  return router.stack.flatMap((layer) => (layer.route ? [`${base}${layer.route.path}`] : []));
}

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe.each(ROUTE_TABLE.map((entry) => [entry.folder, entry.prefixes.join(" "), entry] as const))(
  "%s (%s)",
  (_folder, _prefixes, entry) => {
    it("serves routes, each under one of its listed prefixes", () => {
      const paths = routePaths(entry);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(entry.prefixes.some((prefix) => underPrefix(path, prefix)), path).toBe(true);
      }
    });

    it("uses every prefix it lists", () => {
      const paths = routePaths(entry);
      for (const prefix of entry.prefixes) {
        expect(paths.some((path) => underPrefix(path, prefix)), prefix).toBe(true);
      }
    });
  },
);

it("gives every prefix to one router only", () => {
  const prefixes = ROUTE_TABLE.flatMap((entry) => entry.prefixes);
  expect(new Set(prefixes).size).toBe(prefixes.length);
});

describe("a router's prefixes", () => {
  const pattern = prefixesPattern(["/api/posts", "/api/creator-profile/:id/earnings"]);

  it("take the prefix itself and the paths below it, with a parameter standing for one segment", () => {
    for (const path of ["/api/posts", "/api/posts/", "/api/posts/p1/like", "/api/creator-profile/c1/earnings", "/api/creator-profile/c1/earnings/2026-11"]) {
      expect(pattern.test(path), path).toBe(true);
    }
  });

  it("take no other path, nor a longer word that begins with a prefix, nor the prefix in another case", () => {
    for (const path of ["/api/postsx", "/api/post", "/api/creator-profile/c1", "/api/creator-profile/c1/x/earnings", "/api", "/posts", "/API/Posts", "/api/Posts"]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });
});

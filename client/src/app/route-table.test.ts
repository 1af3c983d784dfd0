import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "./route-table";
import { appRoutes } from "./routes";

describe("the route table", () => {
  it("names each path once", () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every route a page module that loads a component", async () => {
    expect(appRoutes.map((route) => route.path)).toEqual(ROUTE_TABLE.map((route) => route.path));
    for (const route of appRoutes) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe("function");
    }
  }, 60_000);

  it("starts first reads only of the API, with no parameter the route does not have", () => {
    for (const { path, firstRead } of ROUTE_TABLE) {
      if (!firstRead) continue;
      expect(firstRead).toMatch(/^\/api\//);
      for (const [parameter] of firstRead.matchAll(/:\w+/g)) expect(path.split("/"), firstRead).toContain(parameter);
    }
  });

  it("starts the public lists and a creator's public profile, which the pages read first", () => {
    const firstReads = Object.fromEntries(ROUTE_TABLE.filter((r) => r.firstRead).map((r) => [r.path, r.firstRead]));
    expect(firstReads).toEqual({
      "/": "/api/creator-profiles",
      "/explore": "/api/creator-profiles",
      "/profile/:userId": "/api/creator-profile/user/:userId",
      "/community": "/api/community-threads",
      "/marketplace": "/api/marketplace-items",
    });
  });
});

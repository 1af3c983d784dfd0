import { describe, expect, it } from "vitest";
import { matchRoute, routePattern } from "./route-match";

const matches = (routePath: string, path: string) => new RegExp(routePattern(routePath), "i").exec(path);

describe("a route's pattern", () => {
  it("matches the route's paths as the router does: a trailing slash and any case", () => {
    expect(matches("/explore", "/explore")).not.toBeNull();
    expect(matches("/explore", "/explore/")).not.toBeNull();
    expect(matches("/explore", "/Explore")).not.toBeNull();
    expect(matches("/explore", "/explored")).toBeNull();
    expect(matches("/explore", "/explore/more")).toBeNull();
    expect(matches("/", "/")).not.toBeNull();
    expect(matches("/", "/about")).toBeNull();
  });

  it("names a parameter and takes one segment for it", () => {
    expect(matches("/profile/:userId", "/profile/42")?.groups).toEqual({ userId: "42" });
    expect(matches("/profile/:userId", "/profile")).toBeNull();
    expect(matches("/profile/:userId", "/profile/42/posts")).toBeNull();
    expect(matches("/profile", "/profile/42")).toBeNull();
  });

  it("refuses route syntax it does not know rather than matching wrongly", () => {
    expect(() => routePattern("/files/*")).toThrow(/Unsupported route segment "\*"/);
    expect(() => routePattern("/profile/:userId?")).toThrow(/Unsupported route parameter ":userId\?"/);
  });
});

describe("the route an address opens", () => {
  const routes = [{ path: "/" }, { path: "/profile" }, { path: "/profile/:userId" }];

  it("is the first entry whose pattern matches, with its parameters", () => {
    expect(matchRoute(routes, "/profile/42")).toEqual({ route: routes[2], params: { userId: "42" } });
    expect(matchRoute(routes, "/profile")).toEqual({ route: routes[1], params: {} });
  });

  it("is none when no entry matches", () => {
    expect(matchRoute(routes, "/nowhere")).toBeUndefined();
  });
});

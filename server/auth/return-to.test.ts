/**
 * Where a redirect back into the app may go (after signing in, after the test
 * provider's payout onboarding): a path on this site, judged as the browser will
 * resolve it, or "/".
 */
import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/", "/"],
    ["/creator/1?x=1", "/creator/1?x=1"],
    ["/creator-dashboard?payouts=return#top", "/creator-dashboard?payouts=return#top"],
    // Dot segments resolve to the path they name on this site.
    ["/./creator-dashboard", "/creator-dashboard"],
    ["/a/../b", "/b"],
    ["/./../evil", "/evil"],
    // Double slashes inside the path stay on this site.
    ["/community//threads", "/community//threads"],
  ])("keeps a path on this site: %j → %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    // Resolve to "//host…", which a browser reads as another host.
    "/.//evil.example",
    "/.//evil.example/phish",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/./%2e%2e/.//evil.example",
    "//evil.example",
    "///evil.example",
    // Backslashes are slashes to a browser.
    "/\\evil.example",
    "/.\\/evil.example",
    // Another origin outright.
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    // Tabs and newlines are dropped by URL parsers; other controls have no place in a path.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\u0000/x",
    "/\u007f",
    "",
  ])("refuses %j: back to /", (input) => {
    expect(safeReturnTo(input)).toBe("/");
  });

  it.each([undefined, null, 42, ["/a", "/b"], { path: "/" }])("refuses %j (not a string)", (input) => {
    expect(safeReturnTo(input)).toBe("/");
  });

  it("refuses a path longer than 2,000 characters", () => {
    expect(safeReturnTo(`/${"a".repeat(2000)}`)).toBe("/");
  });

  it("answers a path a browser resolves to this site, whatever it is given", () => {
    const inputs = ["/.//evil.example", "/%2e%2e//evil", "/a/./b/../c?d=/..//e#//f", "/creator/1", "/./../evil", "/\\evil"];
    for (const input of inputs) {
      const answer = safeReturnTo(input);
      expect(new URL(answer, "https://pawfans.example/some/page").origin, input).toBe("https://pawfans.example");
      expect(safeReturnTo(answer), input).toBe(answer);
    }
  });
});

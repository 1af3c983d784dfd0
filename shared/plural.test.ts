import { expect, it } from "vitest";
import { nounFor, pluralize } from "./plural";

it("counts with the singular for exactly one and the plural otherwise", () => {
  expect(pluralize(0, "comment")).toBe("0 comments");
  expect(pluralize(1, "comment")).toBe("1 comment");
  expect(pluralize(2, "reply", "replies")).toBe("2 replies");
  expect(nounFor(1, "subscriber")).toBe("subscriber");
  expect(nounFor(120, "subscriber")).toBe("subscribers");
});

import { describe, expect, it } from "vitest";
import { inboxSummary, replyMailto } from "./inbox";

describe("inboxSummary", () => {
  it("shows the total count", () => {
    expect(inboxSummary(0, 0)).toBe("0 messages");
    expect(inboxSummary(1, 0)).toBe("1 message");
    expect(inboxSummary(12, 0)).toBe("12 messages");
  });

  it("adds ' · N unread' only when some are unread", () => {
    expect(inboxSummary(12, 3)).toBe("12 messages · 3 unread");
    expect(inboxSummary(1, 1)).toBe("1 message · 1 unread");
  });
});

describe("replyMailto", () => {
  it("writes to the sender with 'Re: ' and the original subject", () => {
    expect(replyMailto({ email: "ana@example.com", subject: "Lost password" })).toBe(
      "mailto:ana@example.com?subject=Re%3A%20Lost%20password",
    );
  });

  it("keeps characters like & and ? inside the subject", () => {
    const url = replyMailto({ email: "bo@example.com", subject: "Cats & dogs?" });
    expect(new URL(url).searchParams.get("subject")).toBe("Re: Cats & dogs?");
  });
});

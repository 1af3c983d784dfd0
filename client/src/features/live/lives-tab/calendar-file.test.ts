import { describe, expect, it } from "vitest";
import { liveCalendarFile } from "./calendar-file";

const live = {
  id: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
  title: "Beach zoomies, part 2; with friends",
  description: "Sand\nand sun",
  scheduledFor: "2026-12-01T18:30:00.000Z",
  petName: "Biscuit",
  url: "https://pawfans.example.com/live/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
};

describe("a live's calendar file (Remind me)", () => {
  const file = liveCalendarFile(live, new Date("2026-11-29T10:00:00.000Z"));
  const unfolded = file.replace(/\r\n /g, "");

  it("holds the live at its time, an hour long, with the watch address", () => {
    expect(unfolded).toContain("DTSTART:20261201T183000Z\r\n");
    expect(unfolded).toContain("DTEND:20261201T193000Z\r\n");
    expect(unfolded).toContain("UID:live-9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d@pawfans.example.com\r\n");
    expect(unfolded).toContain(`URL:${live.url}\r\n`);
  });

  it("reminds 15 minutes before, as PawFans reminds its fans", () => {
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Biscuit goes live in 15 minutes\r\nTRIGGER:-PT15M\r\nEND:VALARM/);
  });

  it("escapes text and folds long lines at 75 octets with CRLF line ends", () => {
    expect(unfolded).toContain("SUMMARY:Biscuit live: Beach zoomies\\, part 2\\; with friends\r\n");
    expect(unfolded).toContain("DESCRIPTION:Sand\\nand sun\\n\\nWatch: https://");
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

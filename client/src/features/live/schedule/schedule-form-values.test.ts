import { describe, expect, it } from "vitest";
import type { LiveSessionView } from "@shared/live";
import {
  defaultLiveTime,
  editFormSchema,
  liveChangesOf,
  localDateTimeToIso,
  newScheduleFormValues,
  scheduleFormSchema,
  scheduleFormValuesOf,
  scheduleInputOf,
  toLocalDateTime,
} from "./schedule-form-values";

const inAnHour = () => toLocalDateTime(new Date(Date.now() + 3_600_000));

function live(overrides: Partial<LiveSessionView> = {}): LiveSessionView {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    creatorProfileId: "22222222-2222-4222-8222-222222222222",
    title: "Zoomies live",
    description: null,
    thumbnailUrl: null,
    status: "scheduled",
    audience: { kind: "fans" },
    viewerCount: 0,
    peakViewerCount: 0,
    saveReplay: true,
    replayPostId: null,
    scheduledFor: new Date(Date.now() + 7_200_000).toISOString(),
    startedAt: null,
    endedAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe("the schedule form's time", () => {
  it("reads the date-time field as the creator's own wall time and sends it as an instant", () => {
    const local = new Date(2026, 11, 1, 18, 30);
    expect(toLocalDateTime(local)).toBe("2026-12-01T18:30");
    expect(localDateTimeToIso("2026-12-01T18:30")).toBe(local.toISOString());
    expect(localDateTimeToIso("")).toBeUndefined();
    expect(localDateTimeToIso("tomorrow")).toBeUndefined();
  });

  it("starts a new live at the next quarter hour at least an hour ahead", () => {
    const now = new Date(2026, 10, 29, 14, 7, 30);
    expect(defaultLiveTime(now)).toEqual(new Date(2026, 10, 29, 15, 15));
    expect(defaultLiveTime(new Date(2026, 10, 29, 14, 0))).toEqual(new Date(2026, 10, 29, 15, 0));
  });
});

describe("a new live's form", () => {
  it("passes the shared schema with a title and a time ahead, for all fans with the replay kept by default", () => {
    const values = { ...newScheduleFormValues(), title: "Biscuit's bath time", scheduledFor: inAnHour() };
    expect(scheduleFormSchema.safeParse(values).success).toBe(true);
    expect(scheduleInputOf(values)).toEqual({
      title: "Biscuit's bath time",
      description: undefined,
      thumbnailUrl: undefined,
      scheduledFor: localDateTimeToIso(values.scheduledFor),
      audience: { kind: "fans" },
      saveReplay: true,
    });
  });

  it("says what is missing in the shared schema's words, and refuses a time already past", () => {
    const errors = (values: object) =>
      (scheduleFormSchema.safeParse({ ...newScheduleFormValues(), ...values }).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
    expect(errors({ title: "  " })).toEqual([["title", "Please add a title for your live"]]);
    expect(errors({ title: "Zoomies", scheduledFor: "" })).toEqual([["scheduledFor", "scheduledFor must be a date and time (ISO 8601)"]]);
    expect(errors({ title: "Zoomies", scheduledFor: toLocalDateTime(new Date(Date.now() - 3_600_000)) })).toEqual([
      ["scheduledFor", "Choose a time in the future"],
    ]);
  });
});

describe("an edited live's form", () => {
  it("sends only what changed; a blank description or thumbnail clears it", () => {
    const saved = live({ description: "Bath, then zoomies", thumbnailUrl: "/objects/uploads/thumb.png" });
    const values = scheduleFormValuesOf(saved);
    expect(liveChangesOf(values, saved)).toEqual({});
    expect(liveChangesOf({ ...values, title: "Bath time", description: " ", thumbnailUrl: "", saveReplay: false }, saved)).toEqual({
      title: "Bath time",
      description: null,
      thumbnailUrl: null,
      saveReplay: false,
    });
    expect(liveChangesOf({ ...values, audience: { kind: "public" } }, saved)).toEqual({ audience: { kind: "public" } });
  });

  it("does not check a kept time again, but a new one must be ahead", () => {
    const overdue = live({ scheduledFor: new Date(Date.now() - 600_000).toISOString() });
    const schema = editFormSchema(overdue);
    const values = scheduleFormValuesOf(overdue);
    expect(schema.safeParse({ ...values, title: "Renamed" }).success).toBe(true);
    const past = toLocalDateTime(new Date(Date.now() - 3_600_000));
    expect(schema.safeParse({ ...values, scheduledFor: past }).error?.issues.map((issue) => issue.message)).toEqual(["Choose a time in the future"]);
    expect(schema.safeParse({ ...values, scheduledFor: inAnHour() }).success).toBe(true);
  });
});

/**
 * The schedule form's values and their checks. The form holds the date and time
 * as the browser's date-time field gives it (local wall time, no zone: the
 * creator's own time zone); it becomes an ISO instant before the shared schemas
 * (@shared/validation) check it, so their messages are the form's.
 */
import { z } from "zod";
import type { LiveSessionView } from "@shared/live";
import { FANS_AUDIENCE, type PostAudience } from "@shared/post-audience";
import { liveSessionInputSchema, liveSessionUpdateSchema, type LiveSessionInput, type LiveSessionUpdate } from "@shared/validation";
import { SCHEDULE_TEXTS } from "./texts";

export interface ScheduleFormValues {
  title: string;
  description: string;
  /** An uploaded picture's "/objects/…" path, or "". */
  thumbnailUrl: string;
  /** "2026-12-01T18:30", the creator's local time; "" until chosen. */
  scheduledFor: string;
  audience: PostAudience;
  saveReplay: boolean;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment as a date-time field shows it in the browser's time zone ("2026-12-01T18:30"). */
export function toLocalDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A date-time field's value (local wall time) as an ISO instant; undefined when blank or not a time. */
export function localDateTimeToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  // Without an offset, a date and time is read in the browser's own zone.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The next quarter hour at least an hour from now: where a new live's time starts. */
export function defaultLiveTime(now = new Date()): Date {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((now.getTime() + 60 * 60_000) / quarter) * quarter);
}

/** "Europe/Berlin, GMT+1": the zone the form's time is in. */
export function timeZoneLabel(at = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const short = new Intl.DateTimeFormat("en-US", { timeZoneName: "short" }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  return short && short !== zone ? `${zone}, ${short}` : zone;
}

export function newScheduleFormValues(now = new Date()): ScheduleFormValues {
  return { title: "", description: "", thumbnailUrl: "", scheduledFor: toLocalDateTime(defaultLiveTime(now)), audience: FANS_AUDIENCE, saveReplay: true };
}

export function scheduleFormValuesOf(live: LiveSessionView): ScheduleFormValues {
  return {
    title: live.title,
    description: live.description ?? "",
    thumbnailUrl: live.thumbnailUrl ?? "",
    scheduledFor: live.scheduledFor ? toLocalDateTime(new Date(live.scheduledFor)) : "",
    audience: live.audience,
    saveReplay: live.saveReplay,
  };
}

/** The request a new live's form makes (POST /api/live-sessions). */
export function scheduleInputOf(values: ScheduleFormValues): LiveSessionInput {
  return {
    title: values.title,
    description: values.description.trim() || undefined,
    thumbnailUrl: values.thumbnailUrl || undefined,
    scheduledFor: localDateTimeToIso(values.scheduledFor) ?? "",
    audience: values.audience,
    saveReplay: values.saveReplay,
  };
}

/** The changes an edited live's form makes (PATCH): only what differs from the live; a blank description or thumbnail clears it. */
export function liveChangesOf(values: ScheduleFormValues, live: LiveSessionView): LiveSessionUpdate {
  const before = scheduleFormValuesOf(live);
  const changes: LiveSessionUpdate = {};
  if (values.title !== before.title) changes.title = values.title;
  if (values.description.trim() !== before.description) changes.description = values.description.trim() || null;
  if (values.thumbnailUrl !== before.thumbnailUrl) changes.thumbnailUrl = values.thumbnailUrl || null;
  if (values.scheduledFor !== before.scheduledFor) changes.scheduledFor = localDateTimeToIso(values.scheduledFor) ?? "";
  if (JSON.stringify(values.audience) !== JSON.stringify(before.audience)) changes.audience = values.audience;
  if (values.saveReplay !== before.saveReplay) changes.saveReplay = values.saveReplay;
  return changes;
}

/**
 * A live's time is still ahead (the server allows a minute's slack; the form asks for the future).
 * Zod runs the check even when the time itself failed, so anything but a Date passes here.
 */
const isAhead = (when: unknown) => !(when instanceof Date) || when.getTime() > Date.now();

/** The new live's form: the shared request schema over the form's values, and a time still ahead. */
export const scheduleFormSchema = z.preprocess(
  (values) => scheduleInputOf(values as ScheduleFormValues),
  liveSessionInputSchema.refine((input) => isAhead(input.scheduledFor), { path: ["scheduledFor"], message: SCHEDULE_TEXTS.pastTime }),
);

/** An edited live's form: the shared update schema over what changed (a time kept as it was is not checked again). */
export function editFormSchema(live: LiveSessionView) {
  return z.preprocess(
    (values) => liveChangesOf(values as ScheduleFormValues, live),
    liveSessionUpdateSchema.refine((changes) => isAhead(changes.scheduledFor), { path: ["scheduledFor"], message: SCHEDULE_TEXTS.pastTime }),
  );
}

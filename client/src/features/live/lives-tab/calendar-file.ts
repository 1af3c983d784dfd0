/**
 * "Remind me" on an upcoming live: an iCalendar file (RFC 5545) the fan opens to
 * put the live in their own calendar, with an alarm 15 minutes before it starts
 * (as the fans PawFans notifies are reminded). Nothing is stored on the server.
 */
import { LIVE_REMINDER_MINUTES } from "@shared/live";
import { PRODUCT_NAME } from "@shared/constants/product";

/** A live's length is not known ahead: the calendar holds an hour. */
const ASSUMED_MINUTES = 60;

export interface CalendarLive {
  id: string;
  title: string;
  description: string | null;
  scheduledFor: string;
  /** Who is going live (the event's title says it). */
  petName: string;
  /** The watch page's full address. */
  url: string;
}

/** 20261129T031500Z */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = new TextEncoder().encode(char).length;
    if (size + width > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function liveCalendarFile(live: CalendarLive, now = new Date()): string {
  const start = new Date(live.scheduledFor);
  const end = new Date(start.getTime() + ASSUMED_MINUTES * 60_000);
  const description = [live.description, `Watch: ${live.url}`].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${PRODUCT_NAME}//Lives//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:live-${live.id}@${new URL(live.url).host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(`${live.petName} live: ${live.title}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${live.url}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(`${live.petName} goes live in ${LIVE_REMINDER_MINUTES} minutes`)}`,
    `TRIGGER:-PT${LIVE_REMINDER_MINUTES}M`,
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** Hands the file to the browser as a download (the phone or computer offers to add it to a calendar). */
export function downloadCalendarFile(live: CalendarLive): void {
  const blob = new Blob([liveCalendarFile(live)], { type: "text/calendar;charset=utf-8" });
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = `${live.petName}-live.ics`.replace(/[^\w.-]+/g, "-");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

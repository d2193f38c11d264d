import { SETUP_CALL_MINUTES } from './launch-promises.ts';

/**
 * The founder's setup call as a calendar event (issue #26): an RFC 5545 .ics file any calendar
 * imports, and a Google Calendar link for the recap e-mail. Times are written in UTC, so every
 * calendar shows the call in its owner's zone; the recap text says it in Lagos time.
 */
export interface SetupCallEvent {
  /** ISO start time, as the scheduling provider confirmed it. */
  readonly startTime: string;
  /** Stable across downloads, so a second import updates the same event rather than adding one. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  /** When the file is made (DTSTAMP). */
  readonly now: string;
}

export const SETUP_CALL_TITLE = `Quarter setup call (${SETUP_CALL_MINUTES} minutes)`;

/** 20260302T090000Z */
export function calendarTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const endOf = (startTime: string) =>
  new Date(Date.parse(startTime) + SETUP_CALL_MINUTES * 60_000).toISOString();

/** RFC 5545 TEXT: backslash, semicolon, comma and newline escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Lines longer than 75 octets fold with CRLF and a space (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (octets(rest) > 75) {
    let cut = 74;
    while (octets(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function setupCallIcs(event: SetupCallEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quarter//Setup call//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${calendarTime(event.now)}`,
    `DTSTART:${calendarTime(event.startTime)}`,
    `DTEND:${calendarTime(endOf(event.startTime))}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Google Calendar's "add event" page for the call, for mail clients that do not open .ics links. */
export function googleCalendarLink(
  event: Pick<SetupCallEvent, 'startTime' | 'title' | 'description'>,
): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarTime(event.startTime)}/${calendarTime(endOf(event.startTime))}`,
    details: event.description,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

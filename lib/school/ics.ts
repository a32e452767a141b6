// A calendar invitation (RFC 5545) built with the `ics` package: one VEVENT, UTC times, CRLF line ends,
// folded lines. People's names and emails are cleaned first: the package quotes parameter values (CN=)
// but leaves CR/LF in them, so a name like "Ann\r\nATTENDEE:mailto:x@evil" would otherwise add a line.
import { createEvent, type DateArray, type EventAttributes } from 'ics';

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  stamp?: Date;
}

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A TEXT value: line breaks kept as breaks (the package writes them as \n), other control characters gone. */
function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** A parameter value (CN): no control characters at all and no double quotes (RFC 5545 QSAFE-CHAR). */
function cleanParam(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(CONTROL, '')
    .replace(/"/g, "'")
    .trim();
}

/** An address for mailto: no whitespace, control characters or delimiters that end the value. */
function cleanEmail(email: string): string {
  return email.replace(/[\s\u0000-\u001f\u007f;:,"<>]/g, '');
}

const utcArray = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

export function buildIcs(e: IcsEvent): string {
  const { error, value } = createEvent({
    productId: '-//TNM Music Institute//School//EN',
    method: 'REQUEST',
    uid: cleanParam(e.uid),
    timestamp: (e.stamp ?? new Date()).getTime(),
    start: utcArray(e.start),
    end: utcArray(e.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: cleanText(e.summary),
    ...(e.description ? { description: cleanText(e.description) } : {}),
    ...(e.location ? { location: cleanText(e.location) } : {}),
    organizer: { name: cleanParam(e.organizer.name), email: cleanEmail(e.organizer.email) },
    attendees: [
      {
        name: cleanParam(e.attendee.name),
        email: cleanEmail(e.attendee.email),
        rsvp: true,
        role: 'REQ-PARTICIPANT',
      },
    ],
    status: 'CONFIRMED',
  } as EventAttributes); // `timestamp` (DTSTAMP) is in the package's schema, not in its types
  if (error || !value) throw new Error(`calendar invitation could not be built: ${error?.message ?? 'no output'}`);
  return value;
}

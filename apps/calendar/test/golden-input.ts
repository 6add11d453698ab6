/**
 * A deterministic 1,000-event calendar that touches every branch of the iCal path (zoned, Windows,
 * prefixed and custom TZIDs, floating, UTC, all-day, DURATION, END_BEFORE_START, unknown zone,
 * daily/weekly/monthly rules, EXDATE at the shifted hour, RDATE, overrides incl. a cancelled one,
 * alarms, attendees): the golden test pins its output byte for byte.
 */
import { DateTime } from 'luxon'

const pad = (n: number) => String(n).padStart(2, '0')
/** The wall time `weeks` after a New York date at 09:00, in UTC (an EXDATE written at the shifted hour) or local. */
const nyWeekLater = (month: number, day: number, weeks: number, utc: boolean) => {
  const t = DateTime.fromObject({ year: 2024, month, day, hour: 9 }, { zone: 'America/New_York' }).plus({ weeks })
  return utc ? t.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'") : t.toFormat("yyyyMMdd'T'HHmmss")
}

const CUSTOM_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Customized Time Zone',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+1100',
  'TZOFFSETTO:+1000',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=4',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+1000',
  'TZOFFSETTO:+1100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=10',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

function variant(i: number): string[][] {
  const month = (i % 12) + 1
  const day = (i % 27) + 1
  const date = `2024${pad(month)}${pad(day)}`
  const uid = `UID:golden-${i}@example.com`
  const common = [
    uid,
    'DTSTAMP:20240301T120000Z',
    `SUMMARY:Golden ${i} \\, with an escaped comma`,
    ...(i % 3 === 0 ? ['DESCRIPTION:Join https://example.zoom.us/j/123456789?pwd=abc now'] : []),
    ...(i % 4 === 0 ? ['LOCATION:Room 4B'] : []),
    ...(i % 5 === 0 ? ['ORGANIZER;CN=Ana Lima:mailto:ana@example.com'] : []),
    ...(i % 2 === 0
      ? [
          'ATTENDEE;CN=Bo Chen;ROLE=CHAIR;PARTSTAT=ACCEPTED:mailto:bo@example.com',
          'ATTENDEE;ROLE=NON-PARTICIPANT;PARTSTAT=DECLINED:mailto:room@example.com',
        ]
      : []),
    ['STATUS:CONFIRMED', 'STATUS:TENTATIVE', 'STATUS:CANCELLED', ''][i % 4]!,
  ].filter(Boolean)
  const alarm = i % 6 === 0 ? ['BEGIN:VALARM', 'TRIGGER:-PT30M', 'ACTION:AUDIO', 'END:VALARM'] : []
  switch (i % 12) {
    case 0:
      return [
        [
          ...common,
          `DTSTART;TZID=America/New_York:${date}T090000`,
          `DTEND;TZID=America/New_York:${date}T093000`,
          'RRULE:FREQ=WEEKLY;COUNT=30',
          `EXDATE:${nyWeekLater(month, day, 2, true)}`,
          ...alarm,
        ],
        [
          uid,
          `RECURRENCE-ID;TZID=America/New_York:${nyWeekLater(month, day, 3, false)}`,
          `DTSTART;TZID=America/New_York:${nyWeekLater(month, day, 3, false).replace('T09', 'T11')}`,
          `DTEND;TZID=America/New_York:${nyWeekLater(month, day, 3, false).replace('T09', 'T12')}`,
          'SUMMARY:moved',
        ],
      ]
    case 1:
      return [[...common, `DTSTART;VALUE=DATE:${date}`, `DTEND;VALUE=DATE:2024${pad(month)}${pad(day + 2)}`]]
    case 2:
      return [[...common, `DTSTART:${date}T080000`, 'DURATION:PT45M', ...alarm]]
    case 3:
      return [[...common, `DTSTART:${date}T231500Z`, 'DURATION:P1DT2H']]
    case 4:
      return [
        [
          ...common,
          `DTSTART;TZID=W. Europe Standard Time:${date}T100000`,
          `DTEND;TZID=W. Europe Standard Time:${date}T110000`,
          'RRULE:FREQ=DAILY;COUNT=5',
        ],
      ]
    case 5:
      return [
        [
          ...common,
          `DTSTART;TZID=Australia/Sydney:${date}T020000`,
          `DTEND;TZID=Australia/Sydney:${date}T030000`,
          'RRULE:FREQ=MONTHLY;BYDAY=1SU;UNTIL=20251231T000000Z',
          ...alarm,
        ],
      ]
    case 6:
      return [
        [
          ...common,
          `DTSTART;TZID=Customized Time Zone:${date}T090000`,
          `DTEND;TZID=Customized Time Zone:${date}T100000`,
          'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4',
        ],
      ]
    case 7:
      return [[...common, `DTSTART;TZID=Mars/Olympus:${date}T090000`, `DTEND;TZID=Mars/Olympus:${date}T100000`]]
    case 8:
      return [[...common, `DTSTART:${date}T100000Z`, `DTEND:${date}T090000Z`]]
    case 9:
      return [
        [
          ...common,
          `DTSTART;TZID=/citadel.org/20240101_1/Europe/Berlin:${date}T013000`,
          'DURATION:PT1H',
          'RRULE:FREQ=DAILY;INTERVAL=3;COUNT=3',
          `RDATE;TZID=America/Santiago:${date}T120000`,
        ],
      ]
    case 10:
      return [
        [
          ...common,
          `DTSTART;TZID=America/Santiago:${date}T000000`,
          `DTEND;TZID=America/Santiago:${date}T010000`,
          'RRULE:FREQ=YEARLY;COUNT=3',
        ],
        [uid, `RECURRENCE-ID;TZID=America/Santiago:2025${pad(month)}${pad(day)}T000000`, 'STATUS:CANCELLED'],
      ]
    default:
      return [[...common, `DTSTART;TZID=Europe/London:${date}T013000`, 'DTEND;TZID=Europe/London:20250101T000000']]
  }
}

export function goldenIcs(count: number): string {
  const events: string[][] = []
  for (let i = 0; events.length < count; i++) events.push(...variant(i))
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//golden//calendar//EN',
    ...CUSTOM_ZONE,
    ...events.slice(0, count).flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}

/** A generated .ics of realistic events (zoned, attendees, alarms, every 10th weekly-recurring), ~500 bytes each. */
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Santiago', 'Pacific Standard Time']

export function generatedIcs(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//calendar//EN', 'X-WR-TIMEZONE:UTC']
  for (let i = 0; i < count; i++) {
    const month = String((i % 12) + 1).padStart(2, '0')
    const day = String((i % 28) + 1).padStart(2, '0')
    const zone = ZONES[i % ZONES.length]
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.com`,
      'DTSTAMP:20240301T120000Z',
      `DTSTART;TZID=${zone}:2024${month}${day}T090000`,
      `DTEND;TZID=${zone}:2024${month}${day}T100000`,
      `SUMMARY:Planning session ${i} for the quarterly roadmap`,
      'DESCRIPTION:Agenda: review the numbers\\, agree on priorities.',
      'LOCATION:Conference room 4B',
      'ORGANIZER;CN=Ana Lima:mailto:ana@example.com',
      'ATTENDEE;CN=Bo Chen;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:bo@example.com',
      'ATTENDEE;CN=Cy Diaz;ROLE=OPT-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:cy@example.com',
      ...(i % 10 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=20'] : []),
      'STATUS:CONFIRMED',
      'BEGIN:VALARM',
      'TRIGGER:-PT15M',
      'ACTION:DISPLAY',
      'END:VALARM',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\r\n')
}

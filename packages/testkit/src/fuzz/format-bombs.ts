/**
 * Format-aware hostile documents: small inputs that are deep or expand when a reader takes them at
 * their word. Each is a whole document for one reader; the format stage (format-stage.ts) sends every
 * one to every operation, as the value of each string member of the operation's example and, where the
 * operation takes a text body, as the body itself. Named so a finding reads plainly.
 */
const ICAL = (rule: string, extra = '') =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//fuzz//EN\r\n${extra}BEGIN:VEVENT\r\nUID:fuzz-1\r\nDTSTAMP:20240101T000000Z\r\nDTSTART:20240101T230000Z\r\n${rule}\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`

/** Every frequency with BY-parts that can never meet (29 February in a month that is not February, 31 April). */
const IMPOSSIBLE_RRULES = Object.fromEntries(
  ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].map((freq) => [
    `rrule-${freq.toLowerCase()}-never-meets`,
    ICAL(`RRULE:FREQ=${freq};BYMONTH=4;BYMONTHDAY=31;BYHOUR=23`),
  ]),
)

const VTIMEZONE_SECONDLY =
  'BEGIN:VTIMEZONE\r\nTZID:Fuzz/Zone\r\nBEGIN:STANDARD\r\nDTSTART:16010101T000000\r\nRRULE:FREQ=SECONDLY\r\n' +
  'TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n'

function yamlAnchors(items: number, aliases: number): string {
  const list = Array.from({ length: items }, () => '  - x').join('\n')
  const uses = Array.from({ length: aliases }, (_, i) => `b${i}: *a`).join('\n')
  return `a: &a\n${list}\n${uses}\n`
}

export const FORMAT_BOMBS: Record<string, string> = {
  'xml-depth-5000': `${'<a>'.repeat(5_000)}x${'</a>'.repeat(5_000)}`,
  'yaml-anchor-expansion': yamlAnchors(20_000, 99),
  'html-table-spans': `<table>${'<tr><td rowspan=64 colspan=64>x</td></tr>'.repeat(20_000)}</table>`,
  'html-colspan-1000': `<table>${'<tr><td colspan=1000 rowspan=1000>x</td></tr>'.repeat(50)}</table>`,
  'csv-dotted-header': `${Array.from({ length: 5_000 }, () => 'a').join('.')},b\n1,2\n`,
  'csv-duplicate-headers': `${Array(50_000).fill('h').join(',')}\n${Array(50_000).fill('1').join(',')}\n`,
  'env-dunder-keys': `${Array(2_000).fill('A').join('__')}=1\n`,
  ...IMPOSSIBLE_RRULES,
  'vtimezone-secondly-from-1601': ICAL('RRULE:FREQ=DAILY;COUNT=2', VTIMEZONE_SECONDLY),
  'regex-label-digits': `total ${'1 '.repeat(16_000)}x`,
  'regex-jwt-prefixes': 'eyJ'.repeat(85_000),
  'regex-blank-run': `a${' '.repeat(64_000)}x`,
}

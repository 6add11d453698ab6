/**
 * Splits an iCalendar text (RFC 5545 3.1: lines unfolded first) into its VTIMEZONE and VEVENT blocks,
 * so that each block is parsed on its own and one malformed event does not lose the others.
 */
export interface Block {
  kind: 'vevent' | 'vtimezone'
  /** 1-based line of its BEGIN (after unfolding). */
  line: number
  /** Its unfolded lines, none holding CR or LF; `blockText` joins them for ical.js. */
  lines: string[]
  /** 0-based position among the VEVENTs (for `errors[].index`). */
  index: number
  terminated: boolean
}

export interface SplitResult {
  blocks: Block[]
  calendarProps: Map<string, string>
  sawCalendar: boolean
}

const CAL_PROPS = new Set(['X-WR-TIMEZONE', 'X-WR-CALNAME', 'PRODID', 'METHOD'])

/**
 * Only a line starting with B, E (any case), ASCII whitespace or a non-ASCII character (trim also
 * strips U+00A0, U+FEFF, U+2000…) can read BEGIN:… / END:… once trimmed: the others skip trim and
 * toUpperCase, two strings per line.
 */
const mayDelimit = (c: number) => c === 66 || c === 98 || c === 69 || c === 101 || c <= 32 || c >= 160

export function splitIcal(text: string): SplitResult {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n|\r/)
  const blocks: Block[] = []
  const calendarProps = new Map<string, string>()
  let sawCalendar = false
  let current: { kind: Block['kind']; line: number; lines: string[]; end: string } | null = null
  let events = 0
  const close = (terminated: boolean) => {
    if (!current) return
    blocks.push({
      kind: current.kind,
      line: current.line,
      lines: current.lines,
      index: current.kind === 'vevent' ? events++ : -1,
      terminated,
    })
    current = null
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const upper = line.length < 40 && mayDelimit(line.charCodeAt(0)) ? line.trim().toUpperCase() : ''
    if (current) {
      if (upper === 'BEGIN:VEVENT' || upper === 'BEGIN:VTIMEZONE' || upper === 'END:VCALENDAR') {
        close(false)
      } else {
        current.lines.push(line)
        if (upper === current.end) close(true)
        continue
      }
    }
    if (upper === 'BEGIN:VEVENT') current = { kind: 'vevent', line: i + 1, lines: [line], end: 'END:VEVENT' }
    else if (upper === 'BEGIN:VTIMEZONE')
      current = { kind: 'vtimezone', line: i + 1, lines: [line], end: 'END:VTIMEZONE' }
    else if (upper === 'BEGIN:VCALENDAR') sawCalendar = true
    else {
      const colon = line.indexOf(':')
      const name = colon > 0 ? line.slice(0, colon).split(';')[0]!.toUpperCase() : ''
      if (CAL_PROPS.has(name)) calendarProps.set(name, line.slice(colon + 1).trim())
    }
  }
  close(false)
  return { blocks, calendarProps, sawCalendar }
}

/** The block as RFC 5545 text (CRLF line ends), for ical.js. */
export function blockText(block: Block): string {
  return block.lines.join('\r\n')
}

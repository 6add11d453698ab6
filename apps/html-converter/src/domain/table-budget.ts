/**
 * The reply budget of table spans, checked on the raw HTML before any parsing: a Markdown table pads
 * every row to its widest, so a table answers about rows x widest-row cells (`colspan` counted), and
 * `rowspan` adds filler cells below (html-markdown keeps those within twice the table's cells). 1 MB of
 * `<td rowspan=64 colspan=64>` answered 30.7 MB, and 5.2 MB ran 60 s to a 504 at 903 MB RSS. One regex
 * pass over the table tags (linear: 820 KB of span cells in about 20 ms), no parser.
 */
export const REPLY_FACTOR = 12
export const REPLY_SLACK_BYTES = 1024 * 1024
/** The fewest characters one Markdown table cell takes (`| x`). */
const CELL_CHARS = 3
/** What the HTML standard clamps spans to. */
const MAX_COLSPAN = 1000
const MAX_ROWSPAN = 65534

interface OpenTable {
  rows: number
  widest: number
  row: number
  cells: number
}

/** Only tags that end before the text does are tags, so every match ends at the first `>` after it: linear. */
const TAG = /<(\/?)(table|tr|td|th)(?=[\s/>])([^>]*)>/gi
const SPAN = /\b(colspan|rowspan)\s*=\s*["']?\s*(\d{1,9})/gi

function spans(attributes: string): { colspan: number; rowspan: number } {
  let colspan = 1
  let rowspan = 1
  if (!/span/i.test(attributes)) return { colspan, rowspan }
  for (const [, name, value] of attributes.matchAll(SPAN)) {
    const n = Number(value)
    if (name!.toLowerCase() === 'colspan') colspan = Math.min(Math.max(n, 1), MAX_COLSPAN)
    else rowspan = Math.min(Math.max(n, 1), MAX_ROWSPAN)
  }
  return { colspan, rowspan }
}

/**
 * The estimate gives the event loop back once a slice has run SLICE_MS, looking at the clock every
 * TAGS_PER_CLOCK tags: slices are counted in time, not tags, because what a tag costs varies tenfold
 * with the host's load (5,000 tags per slice let 0.8 MB of span cells hold /health 321-754 ms at load
 * average 20-30 on 2 cores).
 */
const SLICE_MS = 8
const TAGS_PER_CLOCK = 256

/**
 * The Markdown table cells the page's tables may come to, at most: rows x widest row, plus filler.
 * Yields the event loop every SLICE_MS of work, so a 25 MB page never holds it.
 */
export async function estimatedTableCells(html: string): Promise<number> {
  const open: OpenTable[] = []
  let total = 0
  const close = (table: OpenTable) => {
    const rows = table.rows + (table.row > 0 ? 1 : 0)
    const widest = Math.max(table.widest, table.row)
    total += rows * widest + 2 * table.cells
  }
  const text = html.slice(0, html.lastIndexOf('>') + 1)
  let read = 0
  let sliceStart = performance.now()
  for (const [, slash, tagName, attributes] of text.matchAll(TAG)) {
    if (++read % TAGS_PER_CLOCK === 0 && performance.now() - sliceStart >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      sliceStart = performance.now()
    }
    const closing = slash === '/'
    const name = tagName!.toLowerCase()
    const table = open[open.length - 1]
    if (name === 'table') {
      if (!closing) open.push({ rows: 0, widest: 0, row: 0, cells: 0 })
      else if (table) close(open.pop()!)
    } else if (!table || closing) {
      // Closing tags change no count; cells outside a table are not table cells.
    } else if (name === 'tr') {
      if (table.row > 0) table.rows++
      table.widest = Math.max(table.widest, table.row)
      table.row = 0
    } else {
      const { colspan, rowspan } = spans(attributes!)
      table.row += colspan
      table.cells += rowspan > 1 ? colspan : 0
    }
  }
  for (const table of open) close(table)
  return total
}

/** The most Markdown characters a page of `htmlChars` may answer. */
export const replyBudget = (htmlChars: number) => REPLY_FACTOR * htmlChars + REPLY_SLACK_BYTES

/** Whether the tables of `html` fit the reply budget, and whether they are heavier than the page looks. */
export async function tablesFit(
  html: string,
): Promise<{ fits: boolean; heavy: boolean; estimated: number; budget: number }> {
  const estimated = (await estimatedTableCells(html)) * CELL_CHARS
  const budget = replyBudget(html.length)
  // Ordinary tables take more HTML than Markdown (`<td>` against `| `): more Markdown means spans expand.
  return { fits: estimated <= budget, heavy: estimated > html.length, estimated, budget }
}

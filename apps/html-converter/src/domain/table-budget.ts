/**
 * The reply budget of table spans, checked on the raw HTML before any parsing: a Markdown table pads
 * every row to its widest, so a table answers about rows x widest-row cells (`colspan` counted), and
 * `rowspan` adds filler cells below (html-markdown keeps those within twice the table's cells). 1 MB of
 * `<td rowspan=64 colspan=64>` answered 30.7 MB, and 5.2 MB ran 60 s to a 504 at 903 MB RSS. One pass
 * over the tags (each `<` and `>` looked at once: linear), no parser.
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

const TAG = /^<(\/?)(table|tr|td|th)(?=[\s/>])/i
const SPAN = /\b(colspan|rowspan)\s*=\s*["']?\s*(\d{1,9})/gi

function spans(tag: string): { colspan: number; rowspan: number } {
  let colspan = 1
  let rowspan = 1
  for (const [, name, value] of tag.matchAll(SPAN)) {
    const n = Number(value)
    if (name!.toLowerCase() === 'colspan') colspan = Math.min(Math.max(n, 1), MAX_COLSPAN)
    else rowspan = Math.min(Math.max(n, 1), MAX_ROWSPAN)
  }
  return { colspan, rowspan }
}

/** The Markdown table cells the page's tables may come to, at most: rows x widest row, plus filler. */
export function estimatedTableCells(html: string): number {
  const open: OpenTable[] = []
  let total = 0
  const close = (table: OpenTable) => {
    const rows = table.rows + (table.row > 0 ? 1 : 0)
    const widest = Math.max(table.widest, table.row)
    total += rows * widest + Math.min(2 * table.cells, table.cells * MAX_ROWSPAN)
  }
  let gt = -1
  for (let lt = html.indexOf('<'); lt !== -1; lt = html.indexOf('<', lt + 1)) {
    if (gt < lt) gt = html.indexOf('>', lt)
    if (gt === -1) break
    const tag = TAG.exec(html.slice(lt, Math.min(gt + 1, lt + 8)))
    if (!tag) continue
    const end = gt
    // A `<` inside this tag is attribute text: the next tag starts after its `>`.
    const from = lt
    lt = end
    const closing = tag[1] === '/'
    const name = tag[2]!.toLowerCase()
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
      const { colspan, rowspan } = spans(html.slice(from, end + 1))
      table.row += colspan
      table.cells += rowspan > 1 ? colspan : 0
    }
  }
  for (const table of open) close(table)
  return total
}

/** The most Markdown characters a page of `htmlChars` may answer. */
export const replyBudget = (htmlChars: number) => REPLY_FACTOR * htmlChars + REPLY_SLACK_BYTES

/** Whether the tables of `html` fit the reply budget. */
export function tablesFit(html: string): { fits: boolean; estimated: number; budget: number } {
  const estimated = estimatedTableCells(html) * CELL_CHARS
  const budget = replyBudget(html.length)
  return { fits: estimated <= budget, estimated, budget }
}

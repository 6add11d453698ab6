/** The `pages` parameter: `all` or a list of pages and ranges (`1,3-5`), 1-based, checked against the document. */
import { AppError } from '@svc/core/errors'

const PART = /^(\d+)(?:-(\d+))?$/

/** Syntax only (the schema uses it); `null` when the text is not a page list. */
export function parsePageList(text: string): Array<[number, number]> | null {
  if (text.trim().toLowerCase() === 'all') return []
  const ranges: Array<[number, number]> = []
  for (const raw of text.split(',')) {
    const match = PART.exec(raw.trim())
    if (!match) return null
    const from = Number(match[1])
    const to = match[2] === undefined ? from : Number(match[2])
    if (from < 1 || to < from) return null
    ranges.push([from, to])
  }
  return ranges.length ? ranges : null
}

/** Sorted distinct page numbers; PAGES_OUT_OF_RANGE when one lies beyond the document. */
export function selectPages(text: string, pageCount: number): number[] {
  const ranges = parsePageList(text)
  if (ranges === null)
    throw new AppError('INVALID_REQUEST', 'pages must be `all` or a list such as 1,3-5 (1-based, ranges ascending).')
  if (ranges.length === 0) return Array.from({ length: pageCount }, (_, i) => i + 1)
  const beyond = ranges.find(([, to]) => to > pageCount)
  if (beyond) {
    throw new AppError(
      'PAGES_OUT_OF_RANGE',
      `The document has ${pageCount} page(s); pages asks for page ${beyond[1]}.`,
      {
        pageCount,
      },
    )
  }
  const pages = new Set<number>()
  for (const [from, to] of ranges) for (let p = from; p <= to; p++) pages.add(p)
  return [...pages].sort((a, b) => a - b)
}

/**
 * Header detection, for both strategies: the first row is a header when it is set in bold over a
 * body that is not, or when it holds only text above a column whose values are mostly numbers.
 */
const NUMERIC = /^[-+–(]?[$€£]?\s?[\d.,]+%?\)?$/

export function headerRows(data: readonly string[][], firstRowBold: boolean, bodyBold: boolean): number {
  if (data.length < 2) return 0
  const head = data[0] as string[]
  if (!head.some((t) => t.trim() !== '')) return 0
  if (firstRowBold && !bodyBold) return 1
  if (head.some((t) => NUMERIC.test(t))) return 0
  const body = data.slice(1)
  for (let c = 0; c < head.length; c++) {
    const values = body.map((row) => row[c] ?? '').filter((t) => t !== '')
    const numeric = values.filter((t) => NUMERIC.test(t)).length
    if (values.length >= 2 && numeric / values.length >= 0.6 && (head[c] ?? '') !== '') return 1
  }
  return 0
}

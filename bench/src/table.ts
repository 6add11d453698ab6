/** Markdown tables for benchmark output, pasted as-is into service READMEs. */
export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(String).join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

export function formatRate(value: number): string {
  return value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2)
}

export function ratio(ours: number, baseline: number): string {
  return baseline > 0 ? `${((ours / baseline) * 100).toFixed(0)}%` : 'n/a'
}

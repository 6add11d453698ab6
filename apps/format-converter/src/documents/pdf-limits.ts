/** PDF output limits (seed 002 rule 6): at most 10,000 rows, 50 columns and 500,000 cells per table. */
import { AppError } from '@svc/core/errors'

export const PDF_LIMITS = { rows: 10_000, columns: 50, cells: 500_000 } as const

export function checkPdfTable(rows: number, columns: number): void {
  const over =
    rows > PDF_LIMITS.rows
      ? (['rows', rows] as const)
      : columns > PDF_LIMITS.columns
        ? (['columns', columns] as const)
        : rows * columns > PDF_LIMITS.cells
          ? (['cells', rows * columns] as const)
          : undefined
  if (!over) return
  const [limit, actual] = over
  throw new AppError(
    'INVALID_TRANSFORMATION',
    `PDF output holds at most ${PDF_LIMITS[limit].toLocaleString('en-US')} ${limit} per table; this table has ${actual.toLocaleString('en-US')}.`,
    { limit, maximum: PDF_LIMITS[limit], actual },
  )
}

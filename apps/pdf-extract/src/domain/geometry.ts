/** Plane geometry in display space: points, origin at the top-left of the displayed page, y downwards. */

/** A PDF affine matrix [a, b, c, d, e, f]. */
export type Matrix = readonly [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

/** `m` applied after `n` (PDF order: a point is transformed by `n` first). */
export function multiply(n: Matrix, m: Matrix): Matrix {
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ]
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]
}

export interface Box {
  x0: number
  top: number
  x1: number
  bottom: number
}

export function boxOf(points: ReadonlyArray<readonly [number, number]>): Box {
  let x0 = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let x1 = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const [x, y] of points) {
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < top) top = y
    if (y > bottom) bottom = y
  }
  return { x0, top, x1, bottom }
}

export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0))
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/**
 * Ruling lines from raw segments: segments on (nearly) the same line are snapped together and
 * joined across small gaps (dashed or pieced rules, cells drawn one by one), then horizontal and
 * vertical lines that touch are grouped into connected components, one per candidate grid.
 */
import type { Segment } from './page-content.js'

export interface Line {
  at: number
  from: number
  to: number
}

/** Distance under which two parallel segments are the same line (points). */
export const SNAP = 2
/** Gap along a line that is still bridged (points). */
export const BRIDGE = 3
/** Reach beyond a line's end at which a crossing line still counts as touching it (points). */
export const REACH = 3

export function mergeLines(segments: readonly Segment[], orientation: 'h' | 'v', minLength = 3): Line[] {
  const sorted = segments.filter((s) => s.orientation === orientation).sort((a, b) => a.at - b.at)
  const out: Line[] = []
  let i = 0
  while (i < sorted.length) {
    const first = sorted[i] as Segment
    let j = i
    let weighted = 0
    let total = 0
    while (j < sorted.length && (sorted[j] as Segment).at - first.at <= SNAP) {
      const s = sorted[j] as Segment
      const len = Math.max(0.1, s.to - s.from)
      weighted += s.at * len
      total += len
      j++
    }
    const at = weighted / total
    const spans = sorted.slice(i, j).sort((a, b) => a.from - b.from)
    let current: Line | null = null
    for (const s of spans) {
      if (current && s.from <= current.to + BRIDGE) {
        current.to = Math.max(current.to, s.to)
      } else {
        if (current) out.push(current)
        current = { at, from: s.from, to: s.to }
      }
    }
    if (current) out.push(current)
    i = j
  }
  return out.filter((l) => l.to - l.from >= minLength)
}

export function touches(h: Line, v: Line, reach = REACH): boolean {
  return v.at >= h.from - reach && v.at <= h.to + reach && h.at >= v.from - reach && h.at <= v.to + reach
}

export interface Component {
  horizontals: Line[]
  verticals: Line[]
}

/** Connected groups of crossing lines (a union-find over every touching pair). */
export function components(horizontals: readonly Line[], verticals: readonly Line[]): Component[] {
  const n = horizontals.length + verticals.length
  const parent = Array.from({ length: n }, (_, i) => i)
  const find = (i: number): number => {
    let r = i
    while (parent[r] !== r) r = parent[r] as number
    while (parent[i] !== r) {
      const next = parent[i] as number
      parent[i] = r
      i = next
    }
    return r
  }
  const byFrom = verticals.map((v, k) => ({ v, k })).sort((a, b) => a.v.at - b.v.at)
  horizontals.forEach((h, hi) => {
    // verticals whose x lies within the horizontal's reach: binary search on the sorted x
    let lo = 0
    let hi2 = byFrom.length
    while (lo < hi2) {
      const mid = (lo + hi2) >> 1
      if ((byFrom[mid] as { v: Line }).v.at < h.from - REACH) lo = mid + 1
      else hi2 = mid
    }
    for (let k = lo; k < byFrom.length; k++) {
      const { v, k: vi } = byFrom[k] as { v: Line; k: number }
      if (v.at > h.to + REACH) break
      if (touches(h, v)) parent[find(hi)] = find(horizontals.length + vi)
    }
  })
  const groups = new Map<number, Component>()
  for (let i = 0; i < n; i++) {
    const root = find(i)
    let group = groups.get(root)
    if (!group) {
      group = { horizontals: [], verticals: [] }
      groups.set(root, group)
    }
    if (i < horizontals.length) group.horizontals.push(horizontals[i] as Line)
    else group.verticals.push(verticals[i - horizontals.length] as Line)
  }
  return [...groups.values()]
}

/** Positions closer than `tolerance` merged into their mean (double rules become one). */
export function clusterPositions(values: readonly number[], tolerance: number): number[] {
  const sorted = [...values].sort((a, b) => a - b)
  const out: number[][] = []
  for (const v of sorted) {
    const last = out[out.length - 1]
    if (last && v - (last[last.length - 1] as number) <= tolerance) last.push(v)
    else out.push([v])
  }
  return out.map((group) => group.reduce((s, v) => s + v, 0) / group.length)
}

/** Share of [a, b] covered by lines within `tolerance` of `at`. */
export function coverage(lines: readonly Line[], at: number, a: number, b: number, tolerance: number): number {
  if (b <= a) return 1
  const spans = lines
    .filter((l) => Math.abs(l.at - at) <= tolerance && l.to > a && l.from < b)
    .map((l) => [Math.max(a, l.from), Math.min(b, l.to)] as const)
    .sort((x, y) => x[0] - y[0])
  let covered = 0
  let end = a
  for (const [from, to] of spans) {
    if (to <= end) continue
    covered += to - Math.max(from, end)
    end = to
  }
  return covered / (b - a)
}

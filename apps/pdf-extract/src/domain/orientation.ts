/**
 * Turns a page so that most of its text reads left to right (camelot does the same for tables drawn
 * rotated on an unrotated page). The dominant direction is the one carrying most characters; the
 * page, its runs and its segments are rotated by a multiple of 90 degrees to make it horizontal.
 */
import { apply, type Matrix } from './geometry.js'
import type { PageContent, Segment, TextRun } from './page-content.js'

export interface OrientedPage extends PageContent {
  /** Quarter turns applied (0-3); `toPage` maps oriented coordinates back to display space. */
  quarterTurns: number
  toPage: Matrix
}

export function dominantQuarterTurns(runs: readonly TextRun[]): number {
  const weight = [0, 0, 0, 0]
  for (const run of runs) {
    const angle = Math.atan2(run.dy, run.dx)
    const quarter = ((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4
    weight[quarter] = (weight[quarter] as number) + run.text.length
  }
  let best = 0
  for (let q = 1; q < 4; q++) if ((weight[q] as number) > (weight[best] as number)) best = q
  return best
}

export function orientPage(page: PageContent): OrientedPage {
  const turns = dominantQuarterTurns(page.runs)
  if (turns === 0) return { ...page, quarterTurns: 0, toPage: [1, 0, 0, 1, 0, 0] }
  const theta = (turns * Math.PI) / 2
  const c = Math.round(Math.cos(theta))
  const s = Math.round(Math.sin(theta))
  // rotate by -theta: x' = c x + s y, y' = -s x + c y, then shift back into the positive quadrant
  const corners = [
    [0, 0],
    [page.width, 0],
    [0, page.height],
    [page.width, page.height],
  ].map(([x, y]) => [c * (x as number) + s * (y as number), -s * (x as number) + c * (y as number)] as const)
  const tx = -Math.min(...corners.map((p) => p[0]))
  const ty = -Math.min(...corners.map((p) => p[1]))
  const m: Matrix = [c, -s, s, c, tx, ty]
  const inverse: Matrix = [c, s, -s, c, -(c * tx - s * ty), -(s * tx + c * ty)]
  const swap = turns % 2 === 1
  return {
    ...page,
    width: swap ? page.height : page.width,
    height: swap ? page.width : page.height,
    runs: page.runs.map((run) => turnRun(run, m)),
    segments: page.segments.map((segment) => turnSegment(segment, m)),
    fillEdges: page.fillEdges.map((segment) => turnSegment(segment, m)),
    quarterTurns: turns,
    toPage: inverse,
  }
}

function turnRun(run: TextRun, m: Matrix): TextRun {
  const [x, y] = apply(m, run.x, run.y)
  const dx = m[0] * run.dx + m[2] * run.dy
  const dy = m[1] * run.dx + m[3] * run.dy
  return { ...run, x, y, dx, dy }
}

function turnSegment(segment: Segment, m: Matrix): Segment {
  const [ax, ay] = segment.orientation === 'h' ? [segment.from, segment.at] : [segment.at, segment.from]
  const [bx, by] = segment.orientation === 'h' ? [segment.to, segment.at] : [segment.at, segment.to]
  const [x0, y0] = apply(m, ax, ay)
  const [x1, y1] = apply(m, bx, by)
  if (Math.abs(y1 - y0) < Math.abs(x1 - x0)) {
    return { orientation: 'h', at: (y0 + y1) / 2, from: Math.min(x0, x1), to: Math.max(x0, x1) }
  }
  return { orientation: 'v', at: (x0 + x1) / 2, from: Math.min(y0, y1), to: Math.max(y0, y1) }
}

/**
 * Runs the selected detectors over one string and keeps one finding per span: where spans overlap,
 * the higher confidence wins (then the longer span, then the earlier type in the table), so a JWT
 * inside `Bearer ...` or a password inside a connection string is reported once.
 */
import { DETECTORS } from './detectors/index.js'
import type { Match, PiiType, ScanContext } from './types.js'

function better(a: Match, b: Match): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence
  return a.end - a.start > b.end - b.start
}

function resolveCluster(cluster: Match[], out: Match[]) {
  if (cluster.length === 1) {
    out.push(cluster[0] as Match)
    return
  }
  const ranked = [...cluster].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
  const kept: Match[] = []
  for (const m of ranked) {
    if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m)
  }
  out.push(...kept.sort((a, b) => a.start - b.start))
}

/** Non-overlapping matches in text order; ranking runs only inside clusters of overlapping spans. */
export function resolveOverlaps(matches: Match[]): Match[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Match[] = []
  let cluster: Match[] = []
  let clusterEnd = -1
  for (const m of sorted) {
    if (m.start >= clusterEnd && cluster.length > 0) {
      resolveCluster(cluster, out)
      cluster = []
    }
    cluster.push(m)
    clusterEnd = Math.max(clusterEnd, m.end)
  }
  if (cluster.length > 0) resolveCluster(cluster, out)
  return out
}

export function scanString(text: string, types: readonly PiiType[], context: ScanContext): Match[] {
  if (text.length === 0) return []
  const all: Match[] = []
  for (const type of types) {
    for (const match of DETECTORS[type].scan(text, context)) if (match.end > match.start) all.push(match)
  }
  return all.length <= 1 ? all : resolveOverlaps(all)
}

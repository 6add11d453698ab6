/**
 * Runs the selected detectors over one string and keeps one finding per span: where spans overlap,
 * the higher confidence wins (then the longer span), so a JWT inside `Bearer ...` or a password
 * inside a connection string is reported once. A string under an unremarkable key that holds none
 * of the characters or words any detector starts from (a digit, `@`, `:`, `-----BEGIN`, `eyJ`,
 * `bearer`, `pass`, `secret`, ...; for names and addresses an upper-case letter) is skipped: most
 * strings in logs (`info`, `request completed`) cost one regex test.
 *
 * Detectors read the text normalized (normalize.ts: Unicode spaces, dashes and digits, zero-width
 * and control characters); the matches come back in the caller's offsets, carrying the normalized
 * value when it differs.
 */
import { DETECTORS } from './detectors/index.js'
import { normalizeForDetection, originalSpan } from './normalize.js'
import type { Match, PiiType, ScanContext } from './types.js'

const MAY_HOLD_PII =
  /[\d@:]|-----BEGIN|eyJ|bearer|pass|pwd|secret|token|key|credential|session|AIza|A[BCGIKNPRS][A-Z]A|xox|gh[pousr]_|gl[a-z]{1,4}-|sk-|SG\.|npm_|pypi-|shp|_v1_/i
const MAY_HOLD_NAME = /[A-Z]/

function better(a: Match, b: Match): boolean {
  if (a.confidence !== b.confidence) return a.confidence > b.confidence
  return a.end - a.start > b.end - b.start
}

/**
 * Keeps the best spans of one cluster that do not overlap, best first. Claimed characters are
 * marked in a bitmap over the cluster's range, so the cost is the total length of the spans, not
 * the square of their number (adjacent street lines or names can chain thousands of spans).
 */
function resolveCluster(cluster: Match[], out: Match[]) {
  if (cluster.length === 1) {
    out.push(cluster[0] as Match)
    return
  }
  const ranked = [...cluster].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
  let base = Number.POSITIVE_INFINITY
  let top = 0
  for (const m of cluster) {
    base = Math.min(base, m.start)
    top = Math.max(top, m.end)
  }
  const taken = new Uint8Array(top - base)
  const kept: Match[] = []
  for (const m of ranked) {
    let free = true
    for (let i = m.start - base; i < m.end - base; i++) {
      if (taken[i] === 1) {
        free = false
        break
      }
    }
    if (!free) continue
    taken.fill(1, m.start - base, m.end - base)
    kept.push(m)
  }
  kept.sort((a, b) => a.start - b.start)
  for (const m of kept) out.push(m)
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

/** True when some detector among `types` has a key rule for `key`. */
export function isKeyOfInterest(key: string | undefined, types: readonly PiiType[]): boolean {
  if (key === undefined) return false
  return types.some((type) => DETECTORS[type].keyPattern?.test(key) ?? false)
}

/** True when some detector among `types` treats everything under `key` as its secret. */
export function isSecretKey(key: string | undefined, types: readonly PiiType[]): boolean {
  if (key === undefined) return false
  return types.some((type) => DETECTORS[type].secretKey?.(key) ?? false)
}

function worthScanning(text: string, types: readonly PiiType[], context: ScanContext): boolean {
  if (context.keyed !== false) return true
  if (MAY_HOLD_PII.test(text)) return true
  return (types.includes('person_name') || types.includes('postal_address')) && MAY_HOLD_NAME.test(text)
}

export function scanString(text: string, types: readonly PiiType[], context: ScanContext): Match[] {
  if (text.length === 0) return []
  const detection = normalizeForDetection(text)
  const read = detection.text
  if (!worthScanning(read, types, context)) return []
  const all: Match[] = []
  for (const type of types) {
    for (const match of DETECTORS[type].scan(read, context)) if (match.end > match.start) all.push(match)
  }
  const kept = all.length <= 1 ? all : resolveOverlaps(all)
  if (read === text) return kept
  return kept.map((m) => {
    const [start, end] = originalSpan(detection, m.start, m.end)
    const value = read.slice(m.start, m.end)
    return { ...m, start, end, ...(value !== text.slice(start, end) ? { value } : {}) }
  })
}

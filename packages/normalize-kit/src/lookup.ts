/**
 * Path lookups over vendor JSON: `getPath(p, 'lines.data.0.amount')` and `pick(p, ['total', 'Total',
 * 'amount_total'])`, the first alternative that holds a value. Own properties only, so a payload key
 * named `__proto__` or `constructor` never reaches the prototype chain.
 */

/** A path is dot-separated; a numeric segment indexes an array. */
export type Path = string

const segmentsCache = new Map<string, readonly string[]>()

function segments(path: Path): readonly string[] {
  let parts = segmentsCache.get(path)
  if (!parts) {
    parts = path === '' ? [] : path.split('.')
    if (segmentsCache.size < 10_000) segmentsCache.set(path, parts)
  }
  return parts
}

/** The value at `path`, or undefined when any step is missing. */
export function getPath(value: unknown, path: Path): unknown {
  let current: unknown = value
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined
    if (Array.isArray(current)) {
      const index = Number(key)
      current = Number.isInteger(index) && index >= 0 ? current[index] : undefined
    } else {
      current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined
    }
  }
  return current
}

/** Present = not undefined, not null, not an empty or blank string. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false
  return typeof value !== 'string' || value.trim() !== ''
}

/** The first present value among alternative paths. */
export function pick(value: unknown, paths: Path | readonly Path[]): unknown {
  for (const path of typeof paths === 'string' ? [paths] : paths) {
    const found = getPath(value, path)
    if (isPresent(found)) return found
  }
  return undefined
}

/** The first alternative holding a non-blank string or a number, as a trimmed string (objects are skipped). */
export function pickString(value: unknown, paths: Path | readonly Path[]): string | undefined {
  for (const path of typeof paths === 'string' ? [paths] : paths) {
    const found = getPath(value, path)
    if (typeof found === 'string' && found.trim() !== '') return found.trim()
    if ((typeof found === 'number' && Number.isFinite(found)) || typeof found === 'bigint') return String(found)
  }
  return undefined
}

/** The first array among alternative paths (a lone object counts as a one-element array). */
export function pickArray(value: unknown, paths: Path | readonly Path[]): unknown[] | undefined {
  const found = pick(value, paths)
  if (Array.isArray(found)) return found
  return found !== undefined && typeof found === 'object' ? [found] : undefined
}

/** True when `path` exists and is present. */
export function hasPath(value: unknown, path: Path): boolean {
  return isPresent(getPath(value, path))
}

/** Plain object test (not array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

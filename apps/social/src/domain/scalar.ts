/**
 * Adapters pass platform values through as documented; a caller may still send another type there
 * (a number id, an object url). The domain takes strings and numbers only through these readers.
 */
export function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'bigint') return String(value)
  return undefined
}

export function asStrings(values: unknown): string[] | undefined {
  if (!Array.isArray(values)) return undefined
  const out: string[] = []
  for (const value of values) {
    const text = asString(value)
    if (text) out.push(text)
  }
  return out
}

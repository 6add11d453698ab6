/** Shannon entropy in bits per character: how random a candidate secret looks. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0
  const counts = new Map<number, number>()
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    counts.set(c, (counts.get(c) ?? 0) + 1)
  }
  let bits = 0
  for (const n of counts.values()) {
    const p = n / value.length
    bits -= p * Math.log2(p)
  }
  return bits
}

/** How many of lower case, upper case and digits a value mixes (0-3). */
export function characterClasses(value: string): number {
  return (/[a-z]/.test(value) ? 1 : 0) + (/[A-Z]/.test(value) ? 1 : 0) + (/\d/.test(value) ? 1 : 0)
}

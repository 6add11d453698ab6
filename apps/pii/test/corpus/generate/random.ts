/** A seeded PRNG (mulberry32) so the generated corpus is the same on every run. */
export interface Rng {
  next(): number
  int(low: number, high: number): number
  pick<T>(items: readonly T[]): T
  digits(n: number): string
  chars(n: number, alphabet: string): string
}

export function seeded(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T
  const chars = (n: number, alphabet: string) => Array.from({ length: n }, () => pick([...alphabet])).join('')
  return { next, int, pick, chars, digits: (n) => chars(n, '0123456789') }
}

export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const HEX = '0123456789abcdef'

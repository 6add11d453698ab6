/**
 * ABA routing transit numbers: nine digits, weights 3-7-1 summing to a multiple of ten, and a first
 * pair in the Federal Reserve ranges (00-12 banks, 21-32 thrifts, 61-72 electronic, 80 traveller's cheques).
 */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false
  const prefix = Number(digits.slice(0, 2))
  const inRange = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80
  if (!inRange) return false
  const d = (i: number) => digits.charCodeAt(i) - 48
  const sum = 3 * (d(0) + d(3) + d(6)) + 7 * (d(1) + d(4) + d(7)) + (d(2) + d(5) + d(8))
  return sum % 10 === 0
}

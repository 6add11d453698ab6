import { describe, expect, it } from 'vitest'
import { resolveExpiry } from '../../src/domain/resolve-expiry.js'

const NOW = Date.UTC(2025, 0, 1, 0, 0, 0, 750)
const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return (error as { code?: string }).code
  }
  return undefined
}

describe('resolveExpiry', () => {
  it('counts expires_in_seconds from the signing second', () => {
    expect(resolveExpiry({ expiresInSeconds: 60 }, NOW)).toBe(1735689660)
  })

  it('reads Unix seconds and ISO 8601 with an offset, dropping fractions', () => {
    expect(resolveExpiry({ expiration: 1893456000 }, NOW)).toBe(1893456000)
    expect(resolveExpiry({ expiration: '2030-01-01T01:00:00.999+01:00' }, NOW)).toBe(1893456000)
  })

  it('refuses the signing second itself and anything before it', () => {
    expect(codeOf(() => resolveExpiry({ expiration: 1735689600 }, NOW))).toBe('EXPIRATION_IN_PAST')
    expect(resolveExpiry({ expiration: 1735689601 }, NOW)).toBe(1735689601)
  })

  it('refuses an expiry beyond the year 9999', () => {
    expect(codeOf(() => resolveExpiry({ expiration: '9999-12-31T23:59:59-01:00' }, NOW))).toBe('INVALID_EXPIRATION')
  })
})

import { describe, expect, it } from 'vitest'
import { bearerToken } from '../../../src/domain/detectors/bearer-token.js'
import { found, matches } from './found.js'

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'

describe('bearer token detector', () => {
  it('finds a JWT whose header decodes to JSON with alg', () => {
    expect(matches(bearerToken, `Authorization: Bearer ${JWT}`).map((m) => m.detector)).toEqual(['jwt'])
    expect(found(bearerToken, `token=${JWT}`)).toEqual([JWT])
  })
  it('finds opaque random bearer tokens', () => {
    expect(found(bearerToken, 'Authorization: bearer 7f3kQ9xLm2Pz8WvB1nYt5RcA0sDe4HgJ')).toEqual([
      '7f3kQ9xLm2Pz8WvB1nYt5RcA0sDe4HgJ',
    ])
  })
  it('refuses JWT look-alikes and placeholder bearers', () => {
    const noAlg = `${Buffer.from('{"typ":"JWT"}').toString('base64url')}.eyJzdWIiOiIxIn0.sig`
    expect(found(bearerToken, `${noAlg} eyJhbGciOi.notreally.json Bearer <token> Bearer undefined`)).toEqual([])
  })
})

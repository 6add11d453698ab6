import { describe, expect, it } from 'vitest'
import { genericSecret } from '../../../src/domain/detectors/generic-secret.js'
import { found } from './found.js'

describe('generic secret detector', () => {
  it('finds random values assigned to secret words', () => {
    expect(
      found(genericSecret, 'client_secret=Zx8vQ2mN4pL7rT1wY6sK9dF3 X-Api-Key: 8f1c2e9a7b3d4f60a1e5c7b9d2f4a6c8'),
    ).toEqual(['Zx8vQ2mN4pL7rT1wY6sK9dF3', '8f1c2e9a7b3d4f60a1e5c7b9d2f4a6c8'])
  })
  it('reads random values under secret keys, not cursors or counts', () => {
    expect(found(genericSecret, 'Zt8Kq2Lm9Np4Rv7Wx1Yb5Cd3', 'webhookSecret')).toEqual(['Zt8Kq2Lm9Np4Rv7Wx1Yb5Cd3'])
    expect(found(genericSecret, 'Zt8Kq2Lm9Np4Rv7Wx1Yb5Cd3', 'nextPageToken')).toEqual([])
    expect(found(genericSecret, '48213', 'tokenCount')).toEqual([])
  })
  it('takes a quoted value whole, symbols included', () => {
    expect(found(genericSecret, "DJANGO_SECRET_KEY='k#9v2@x!m4q8z&w1p7r3t6y0u5e' DEBUG=0")).toEqual([
      'k#9v2@x!m4q8z&w1p7r3t6y0u5e',
    ])
  })
  it('refuses low-entropy and word-like values', () => {
    expect(found(genericSecret, 'secret_name=payments-prod-database-credentials token=aaaaaaaaaaaaaaaaaaaa')).toEqual(
      [],
    )
  })
})

import { describe, expect, it } from 'vitest'
import { email } from '../../../src/domain/detectors/email.js'
import { found, matches } from './found.js'

describe('email detector', () => {
  it('finds addresses in text with their exact span', () => {
    expect(found(email, 'mail jane.doe+tag@mail.example-corp.co.uk, or <o.k@tcd.ie>.')).toEqual([
      'jane.doe+tag@mail.example-corp.co.uk',
      'o.k@tcd.ie',
    ])
  })
  it('raises confidence under an email key and flags documentation domains as test data', () => {
    expect(matches(email, 'jane@gmail.com', 'contactEmail')[0]?.confidence).toBe(0.99)
    expect(matches(email, 'jane@example.com')[0]).toMatchObject({ testData: true })
  })
  it('refuses URL userinfo, missing TLDs, double dots and bare @', () => {
    expect(found(email, 'postgres://app@db.internal:5432 ftp://u:p@host.com')).toEqual([])
    expect(found(email, 'user@localhost a..b@x.com @home a@b.c1')).toEqual([])
  })
})

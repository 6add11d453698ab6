import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keepLast, keepLastUnicode, maskValue } from '../../src/domain/mask.js'
import type { Match, PiiType } from '../../src/domain/types.js'

const as = (type: PiiType, extra: Partial<Match> = {}): Match => ({
  type,
  detector: type,
  start: 0,
  end: 0,
  confidence: 1,
  ...extra,
})

describe('mask (the mask strategy and every preview)', () => {
  it.each([
    ['credit_card', '4242-4242-4242-4242', '****-****-****-4242'],
    ['credit_card', '4556737586899855', '************9855'],
    ['email', 'jane.doe@example.com', 'j***@example.com'],
    ['ssn', '536-22-8451', '***-**-8451'],
    ['phone', '+44 20 7946 0958', '+** ** **** **58'],
    ['iban', 'DE89 3704 0044 0532 0130 00', 'DE** **** **** **** **30 00'],
    ['ip_address', '81.2.69.160', '81.*.*.*'],
    ['mac_address', 'a4:2b:b0:c1:7e:09', 'a4:2b:b0:**:**:**'],
    ['date_of_birth', '1984-03-05', '****-**-**'],
    ['person_name', 'Maria Garcia', 'M**** G*****'],
    ['password', 'hunter2', '********'],
    ['api_key', 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', 'ghp_********'],
    ['aws_access_key', 'AKIA4HZQ7Y2NWXK3PLMB', 'AKIA********'],
    ['bearer_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc', 'eyJ********'],
  ] as const)('%s %s -> %s', (type, value, masked) => {
    expect(maskValue(value, as(type))).toBe(masked)
  })
  it('never returns the raw value or its length for secrets', () => {
    expect(maskValue('a', as('generic_secret'))).toBe(maskValue('a'.repeat(50), as('generic_secret')))
    expect(
      maskValue('-----BEGIN RSA PRIVATE KEY-----\nabc', as('private_key', { attributes: { kind: 'RSA PRIVATE KEY' } })),
    ).toBe('-----BEGIN RSA PRIVATE KEY-----********')
  })
})

describe('keepLast: the printable-ASCII path gives what the per-code-point rule gives', () => {
  it('on random ASCII values and every keep count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 40 }), fc.integer({ min: 0, max: 8 }), (value, keep) => {
        expect(keepLast(value, keep)).toBe(keepLastUnicode(value, keep))
      }),
      { numRuns: 5000 },
    )
  })

  it('on values outside ASCII, which take the per-code-point rule', () => {
    expect(keepLast('٤٥٥٦ 7375 8689 9855', 4)).toBe('**** **** **** 9855')
    expect(keepLast('Zoë 12', 2)).toBe('*** 12')
  })
})

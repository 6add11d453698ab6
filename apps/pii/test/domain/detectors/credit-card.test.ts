import { describe, expect, it } from 'vitest'
import { findIssuer } from '../../../src/domain/checks/card-issuers.js'
import { passesLuhn } from '../../../src/domain/checks/luhn.js'
import { creditCard } from '../../../src/domain/detectors/credit-card.js'
import { found, matches } from './found.js'

describe('credit card detector', () => {
  it('checks Luhn and the issuer prefix and length', () => {
    expect(passesLuhn('4556737586899855')).toBe(true)
    expect(passesLuhn('4556737586899856')).toBe(false)
    expect(findIssuer('374245455400126')?.name).toBe('amex')
    expect(findIssuer('2720993704180059')?.name).toBe('mastercard')
    expect(findIssuer('4556737586899')?.name).toBe('visa')
    expect(findIssuer('37424545540012')).toBeUndefined()
  })
  it('finds runs and printed groups and names the issuer', () => {
    const got = matches(creditCard, 'cards 4556737586899855, 4556 7375 8689 9855 and 3742-454554-00126')
    expect(got.map((m) => m.attributes?.issuer)).toEqual(['visa', 'visa', 'amex'])
    expect(got.map((m) => m.confidence)).toEqual([0.8, 0.9, 0.9])
    expect(matches(creditCard, 'card: 4556737586899855')[0]?.confidence).toBe(0.89)
  })
  it('flags published test numbers as test data', () => {
    expect(matches(creditCard, 'use 4242 4242 4242 4242')[0]).toMatchObject({ testData: true, confidence: 0.5 })
  })
  it('refuses Luhn failures, mixed separators, order-number cues and longer runs', () => {
    expect(found(creditCard, '4556737586899856 4556 7375-8689 9855 12345678901234567890')).toEqual([])
    expect(found(creditCard, 'order #4556737586899855')).toEqual([])
    expect(found(creditCard, 'order card 4556737586899855')).toEqual(['4556737586899855'])
  })
})

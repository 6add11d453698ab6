import { describe, expect, it } from 'vitest'
import { apiKey } from '../../../src/domain/detectors/api-key.js'
import { found, matches } from './found.js'

describe('vendor API key detector', () => {
  it('finds each documented format and names the vendor', () => {
    const text = [
      'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
      'glpat-xD7kR2mQ9vL4pN8sT1wZ',
      'xoxb-2048-1029384756-Zk3jR8mQpL2vN9xT',
      'sk_live_51HqLyjWDarjtT1zdp7dc0gQ8',
      'AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI',
      'https://hooks.slack.com/services/T02ABCDEF/B03GHIJKL/aBcDeFgHiJkLmNoPqRsTuVwX',
    ].join(' ')
    expect(matches(apiKey, text).map((m) => m.detector)).toEqual([
      'github_token',
      'gitlab_token',
      'slack_token',
      'stripe_key',
      'google_api_key',
      'slack_webhook',
    ])
  })
  it('marks Stripe test keys as test data and ignores publishable keys', () => {
    expect(matches(apiKey, 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')[0]).toMatchObject({ testData: true })
    expect(found(apiKey, 'pk_live_51HqLyjWDarjtT1zdp7dc0gQ8')).toEqual([])
  })
  it('refuses too-short prefixes', () => {
    expect(found(apiKey, 'ghp_short glpat-abc xoxb-1 AIzaShort')).toEqual([])
  })
})

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
  it('finds the further formats secret scanners flag', () => {
    const hex = `${'a'.repeat(31)}b`
    const text = [
      `sk-proj-${'Ab1_'.repeat(12)}`,
      `sk-ant-api03-${'Zx9-'.repeat(23)}`,
      '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',
      `npm_${'aB3'.repeat(12)}`,
      `shpat_${hex}`,
      `dop_v1_${hex}${hex}`,
    ].join(' ')
    expect(matches(apiKey, text).map((m) => m.attributes?.vendor)).toEqual([
      'openai',
      'anthropic',
      'sendgrid',
      'npm',
      'shopify',
      'digitalocean',
    ])
    expect(matches(apiKey, text).map((m) => m.end - m.start)).toEqual([56, 105, 69, 40, 38, 71])
  })
  it('marks Stripe test keys as test data and ignores publishable keys', () => {
    expect(matches(apiKey, 'sk_test_4eC39HqLyjWDarjtT1zdp7dc')[0]).toMatchObject({ testData: true })
    expect(found(apiKey, 'pk_live_51HqLyjWDarjtT1zdp7dc0gQ8')).toEqual([])
  })
  it('refuses too-short prefixes', () => {
    expect(found(apiKey, 'ghp_short glpat-abc xoxb-1 AIzaShort')).toEqual([])
  })
})

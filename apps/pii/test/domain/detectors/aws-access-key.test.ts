import { describe, expect, it } from 'vitest'
import { awsAccessKey } from '../../../src/domain/detectors/aws-access-key.js'
import { found, matches } from './found.js'

describe('AWS access key detector', () => {
  it('finds long-term and temporary key ids', () => {
    const got = matches(awsAccessKey, 'AKIA4HZQ7Y2NWXK3PLMB and ASIAXQ4MNB7C2D3E4F5G')
    expect(got.map((m) => m.attributes?.kind)).toEqual(['long_term', 'temporary'])
  })
  it('flags the documentation key as test data and refuses wrong lengths and alphabets', () => {
    expect(matches(awsAccessKey, 'AKIAIOSFODNN7EXAMPLE')[0]).toMatchObject({ testData: true })
    expect(found(awsAccessKey, 'AKIAABCDEFGHIJKL AKIA4HZQ7Y2NWXK3PLMBX AKIA1HZQ7Y2NWXK3PLMB')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { connectionString } from '../../../src/domain/detectors/connection-string.js'
import { found, matches } from './found.js'

describe('connection string detector', () => {
  it('claims the password of a URL with credentials and names the scheme', () => {
    const text =
      'postgres://app:s3cr3tP4ss@db.internal:5432/shop and mongodb+srv://admin:Xy9!z@cluster0.mongodb.net/test'
    expect(found(connectionString, text)).toEqual(['s3cr3tP4ss', 'Xy9!z'])
    expect(matches(connectionString, text).map((m) => m.attributes?.scheme)).toEqual(['postgres', 'mongodb+srv'])
  })
  it('refuses URLs without a password or with a placeholder', () => {
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell-style placeholder is the point
      found(connectionString, 'postgres://app@db/shop redis://:${REDIS_PASSWORD}@cache:6379 ftp://u:****@h'),
    ).toEqual([])
  })
})

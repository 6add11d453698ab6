/**
 * AWS access key ids: a four-letter prefix naming the kind (`AKIA` long-term user key, `ASIA`
 * temporary STS key, ...) and 16 base-32 characters. AWS's documentation key
 * `AKIAIOSFODNN7EXAMPLE` and ids ending in `EXAMPLE` are test data.
 */
import { isBoundary } from '../spans.js'
import type { Detector, Match } from '../types.js'

const KEY_ID = /(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z2-7]{16}/g

export const awsAccessKey: Detector = {
  type: 'aws_access_key',
  scan(text) {
    const found: Match[] = []
    if (!/A[BCGIKNPRS][A-Z]A/.test(text)) return found
    KEY_ID.lastIndex = 0
    for (let m = KEY_ID.exec(text); m !== null; m = KEY_ID.exec(text)) {
      const end = m.index + m[0].length
      if (!isBoundary(text, m.index - 1) || !isBoundary(text, end)) continue
      const testData = m[0].endsWith('EXAMPLE')
      found.push({
        type: 'aws_access_key',
        detector: 'aws_access_key_id',
        start: m.index,
        end,
        confidence: testData ? 0.5 : 0.95,
        attributes: { kind: m[0].startsWith('ASIA') ? 'temporary' : 'long_term' },
        ...(testData ? { testData } : {}),
      })
    }
    return found
  },
}

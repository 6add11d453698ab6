import { describe, expect, it } from 'vitest'
import { contentTokens, namesUsed } from '../../src/domain/pdf/content-tokens.js'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('contentTokens', () => {
  it('reads names, numbers, operators and strings with escapes', () => {
    const tokens = [...contentTokens(bytes('q 1 0 0 1 -2.5 .5 cm /F#31 12 Tf (a\\(b\\)\\101\\n) Tj <48 49> Tj Q'))]
    expect(
      tokens.map((t) =>
        t.kind === 'string' ? Buffer.from(t.bytes).toString('latin1') : 'value' in t ? t.value : t.kind,
      ),
    ).toEqual(['q', 1, 0, 0, 1, -2.5, 0.5, 'cm', 'F1', 12, 'Tf', 'a(b)A\n', 'Tj', 'HI', 'Tj', 'Q'])
  })

  it('skips inline image data, so names inside it are not resources', () => {
    const stream = bytes('BI /W 2 /H 1 /CS /G /BPC 8 ID \x00/Im9 EI /Im1 Do')
    expect([...namesUsed(stream)].sort()).toEqual(['BPC', 'CS', 'G', 'H', 'Im1', 'W'])
  })

  it('ignores comments and nested parentheses', () => {
    expect([...namesUsed(bytes('% /NotThis\n(x (/Nor) y) Tj /Yes gs'))]).toEqual(['Yes'])
  })
})

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkBatchElement } from '../src/batch.js'

const Item = z.strictObject({ id: z.int(), name: z.string() })

describe('checkBatchElement', () => {
  it('returns the parsed element', () => {
    expect(checkBatchElement(Item, { id: 1, name: 'a' }, 0, { at: [], describe: (i) => `Item ${i} is bad` })).toEqual({
      ok: true,
      value: { id: 1, name: 'a' },
    })
  })

  it('turns the issues into an entry whose paths are rooted at the batch body', () => {
    const checked = checkBatchElement(Item, { id: 'x' }, 3, { at: ['requests'], describe: (i) => `Item ${i} is bad` })
    expect(checked).toEqual({
      ok: false,
      failure: {
        index: 3,
        error: 'INVALID_REQUEST',
        message: expect.stringMatching(/^Item 3 is bad: requests\[3\]\.id: .+ \(and 1 more in details\)\.$/),
        details: [
          { path: 'requests[3].id', message: expect.any(String) },
          { path: 'requests[3].name', message: expect.any(String) },
        ],
      },
    })
  })
})

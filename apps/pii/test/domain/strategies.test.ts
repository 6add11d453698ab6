import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRedactor, redactString } from '../../src/domain/strategies.js'
import type { Match } from '../../src/domain/types.js'

const text = 'mail jane@gmail.com now'
const match: Match = { type: 'email', detector: 'email', start: 5, end: 19, confidence: 0.9 }

describe('redaction strategies', () => {
  it('mask keeps format hints', () => {
    expect(redactString(text, [match], createRedactor('mask'))).toBe('mail j***@gmail.com now')
  })
  it('replace writes [TYPE]', () => {
    expect(redactString(text, [match], createRedactor('replace'))).toBe('mail [EMAIL] now')
  })
  it('hash writes the first 16 hex digits of HMAC-SHA256(salt, value)', () => {
    const expected = createHmac('sha256', 'pepper').update('jane@gmail.com').digest('hex').slice(0, 16)
    expect(redactString(text, [match], createRedactor('hash', 'pepper'))).toBe(`mail [EMAIL:${expected}] now`)
    expect(redactString(text, [match], createRedactor('hash', 'other'))).not.toBe(`mail [EMAIL:${expected}] now`)
  })
  it('remove deletes the span in text', () => {
    expect(redactString(text, [match], createRedactor('remove'))).toBe('mail  now')
  })
})

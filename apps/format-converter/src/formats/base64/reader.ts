/**
 * Base64 (RFC 4648, standard or URL-safe alphabet, whitespace ignored) -> the decoded UTF-8 text as a
 * string, or, with `format`, the decoded bytes read as that format (`format: "excel"` for a base64 xlsx).
 */
import { z } from 'zod'
import { decodeText } from '../../domain/decode-text.js'
import { invalidInput } from '../../domain/invalid-input.js'
import { defineReader } from '../format.js'

const ALPHABET = /^[A-Za-z0-9+/_-]*={0,2}$/

export const base64Reader = defineReader({
  key: 'base64',
  input: 'text',
  mediaTypes: [],
  extensions: ['b64', 'base64'],
  options: z.strictObject({
    format: z.string().optional().meta({ description: 'Read the decoded bytes as this format.' }),
    formatOptions: z.record(z.string(), z.unknown()).optional(),
  }),
  read(text, options, context) {
    const bytes = decodeBase64(text)
    if (options.format) return context.read(options.format, bytes, options.formatOptions ?? {})
    return decodeText(bytes, { utf16: false })
  },
})

export function decodeBase64(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '')
  if (!ALPHABET.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
    throw invalidInput('base64', 'not base64 (RFC 4648): unexpected character or length')
  }
  return Buffer.from(compact.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}

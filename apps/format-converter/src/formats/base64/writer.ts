/**
 * Model -> base64 (standard alphabet, padded): of a string value's UTF-8, of any other value's JSON
 * text, or, with `format`, of that format's output (text as UTF-8, Excel as its bytes).
 */
import { z } from 'zod'
import { defineWriter } from '../format.js'

export const base64Writer = defineWriter({
  key: 'base64',
  mediaType: 'text/plain',
  extension: 'b64',
  options: z.strictObject({
    format: z.string().optional().meta({ description: 'Encode this format’s output.' }),
    formatOptions: z.record(z.string(), z.unknown()).optional(),
  }),
  async write(value, options, context) {
    const payload = options.format
      ? await context.write(options.format, value, options.formatOptions ?? {})
      : typeof value === 'string'
        ? value
        : JSON.stringify(value)
    return Buffer.from(payload).toString('base64')
  },
})

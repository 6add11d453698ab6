/** Model -> JSON text, indented with `indent` spaces (2 by default; 0 for one line). */
import { z } from 'zod'
import { defineWriter } from '../format.js'

export const jsonWriter = defineWriter({
  key: 'json',
  mediaType: 'application/json',
  extension: 'json',
  options: z.strictObject({ indent: z.number().int().min(0).max(8).default(2) }),
  write: (value, { indent }) => JSON.stringify(value, null, indent || undefined),
})

/** Model -> NDJSON: each item of a list on its own line (any other value is one line), LF-terminated. */
import { z } from 'zod'
import { defineWriter } from '../format.js'

export const ndjsonWriter = defineWriter({
  key: 'ndjson',
  mediaType: 'application/x-ndjson',
  acceptAlso: ['application/jsonl'],
  extension: 'ndjson',
  options: z.strictObject({}),
  write(value) {
    const items = Array.isArray(value) ? value : [value]
    return items.map((item) => `${JSON.stringify(item)}\n`).join('')
  },
})

/** NDJSON / JSON Lines -> a list: one JSON value per non-blank line (line numbers in errors are the file's). */
import { z } from 'zod'
import type { JsonValue } from '../../domain/model.js'
import { defineReader } from '../format.js'
import { parseJson } from '../json/reader.js'

export const ndjsonReader = defineReader({
  key: 'ndjson',
  input: 'text',
  mediaTypes: ['application/x-ndjson', 'application/jsonl', 'application/jsonlines', 'application/x-jsonlines'],
  extensions: ['ndjson', 'jsonl'],
  options: z.strictObject({}),
  read(text) {
    const values: JsonValue[] = []
    const lines = text.split('\n')
    for (let at = 0; at < lines.length; at++) {
      const line = lines[at] as string
      if (line.trim() !== '') values.push(parseJson(line, 'ndjson', at))
    }
    return values
  },
})

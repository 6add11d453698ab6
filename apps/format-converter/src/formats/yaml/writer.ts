/** Model -> YAML 1.2 (no anchors: repeated objects are written out; long lines never folded). */
import { stringify } from 'yaml'
import { z } from 'zod'
import { defineWriter } from '../format.js'

export const yamlWriter = defineWriter({
  key: 'yaml',
  mediaType: 'application/yaml',
  acceptAlso: ['text/yaml', 'application/x-yaml'],
  extension: 'yaml',
  options: z.strictObject({ indent: z.number().int().min(1).max(8).default(2) }),
  write: (value, { indent }) =>
    stringify(value, {
      aliasDuplicateObjects: false,
      lineWidth: 0,
      indent,
      // The yaml package writes a top-level string that starts with white space and holds a line break
      // as a block scalar whose later lines sit at column 0, which no parser reads back: quote it instead.
      ...(typeof value === 'string' && /^\s/.test(value) && value.includes('\n') ? { blockQuote: false } : {}),
    }),
})

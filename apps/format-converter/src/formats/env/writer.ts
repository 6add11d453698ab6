/**
 * Model -> dotenv lines. The value must be one object; nested keys are joined with `flattenSeparator`
 * (`__`, as most config loaders read it). Safe values are written bare, others single-quoted, and
 * values with a quote or a line break double-quoted with escapes, so the reader gives back the same strings.
 */
import { AppError } from '@svc/core/errors'
import { z } from 'zod'
import { flattenInto } from '../../domain/flatten.js'
import { isObject, type JsonScalar } from '../../domain/model.js'
import { defineWriter, soleRecord } from '../format.js'

const KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/
const BARE = /^[A-Za-z0-9_./:@%+,=-]*$/

export const envWriter = defineWriter({
  key: 'env',
  mediaType: 'text/plain',
  extension: 'env',
  options: z.strictObject({
    flattenSeparator: z.string().min(1).default('__'),
    export: z.boolean().default(false).meta({ description: 'Prefix each line with `export `.' }),
  }),
  write(input, options) {
    const value = soleRecord(input)
    if (!isObject(value)) {
      throw new AppError(
        'INVALID_TRANSFORMATION',
        'An env file holds one set of keys: send one object (or a list of exactly one).',
      )
    }
    const lines: string[] = []
    const flat = { separator: options.flattenSeparator, arrays: 'index' as const, arraySeparator: ';' }
    flattenInto(value, '', flat, (key, leaf) => {
      if (!KEY.test(key)) {
        throw new AppError('INVALID_TRANSFORMATION', `"${key.slice(0, 60)}" is not a valid env variable name.`, {
          key: key.slice(0, 200),
        })
      }
      lines.push(`${options.export ? 'export ' : ''}${key}=${quote(leaf)}`)
    })
    return lines.map((line) => `${line}\n`).join('')
  },
})

function quote(leaf: JsonScalar): string {
  const text = leaf === null ? '' : String(leaf)
  if (BARE.test(text)) return text
  if (!/['\n\r]/.test(text)) return `'${text}'`
  return `"${text.replace(/[\\"\n\r\t]/g, (c) => ({ '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' })[c] as string)}"`
}

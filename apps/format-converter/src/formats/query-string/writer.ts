/**
 * Model -> a query string: nested objects as `a[b]=1`; lists of scalars as repeated keys (`repeat`,
 * default) or `tags[]=x` (`brackets`, which keeps one-item lists lists); lists holding objects are indexed.
 */
import { AppError } from '@svc/core/errors'
import { z } from 'zod'
import { isObject, isScalar, type JsonValue } from '../../domain/model.js'
import { defineWriter, soleRecord } from '../format.js'

export const queryStringWriter = defineWriter({
  key: 'query-string',
  mediaType: 'text/plain',
  acceptAlso: ['application/x-www-form-urlencoded'],
  extension: 'txt',
  options: z.strictObject({ arrayFormat: z.enum(['repeat', 'brackets']).default('repeat') }),
  write(input, { arrayFormat }) {
    const value = soleRecord(input)
    if (!isObject(value)) {
      throw new AppError(
        'INVALID_TRANSFORMATION',
        'A query string holds named parameters: send one object (or a list of exactly one).',
      )
    }
    const pairs: string[] = []
    const visit = (node: JsonValue, key: string) => {
      if (Array.isArray(node)) {
        const flat = node.every(isScalar)
        node.forEach((item, i) => {
          visit(item, flat ? (arrayFormat === 'brackets' ? `${key}[]` : key) : `${key}[${i}]`)
        })
      } else if (isObject(node)) {
        for (const name of Object.keys(node)) visit(node[name] as JsonValue, `${key}[${encodeURIComponent(name)}]`)
      } else pairs.push(`${key}=${node === null ? '' : encodeURIComponent(String(node))}`)
    }
    for (const name of Object.keys(value)) visit(value[name] as JsonValue, encodeURIComponent(name))
    return pairs.join('&')
  },
})

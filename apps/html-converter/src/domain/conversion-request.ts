/** Reads the HTML and the options from either body form: JSON members win, the query serves raw bodies. */
import type { ConvertOptions } from '@svc/html-markdown'
import type { ConvertBody, ConvertQuery } from '../schemas/convert.js'

export interface ConversionRequest {
  html: string
  options: Required<ConvertOptions>
}

export function readConversionRequest(body: ConvertBody, query: ConvertQuery): ConversionRequest {
  const json: Partial<Exclude<ConvertBody, string>> = typeof body === 'string' ? {} : body
  return {
    html: typeof body === 'string' ? body : body.html,
    options: {
      mode: json.mode ?? query.mode ?? 'readable',
      includeMetadata: json.includeMetadata ?? query.includeMetadata === 'true',
    },
  }
}

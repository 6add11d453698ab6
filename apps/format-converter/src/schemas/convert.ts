/**
 * Request and response shapes of POST /convert (see README.md): a JSON envelope
 * `{ from, to, data, options? }`, a raw body (`Content-Type` in, `Accept` or `?to=` out) or a
 * multipart upload. The 200 body is the converted document itself, typed by `to`.
 */
import { z } from 'zod'

const FormatKey = z.string().min(1).max(40)

export const ConvertOptions = z.record(z.string(), z.unknown()).meta({
  id: 'ConvertOptions',
  description:
    '`{ input: { <format>: {...} }, output: { <format>: {...} } }` with camelCase format keys (`sqlInsert`, `htmlTable`, `queryString`); every option is listed in the README.',
})

export const ConvertJsonBody = z
  .strictObject({
    from: FormatKey.meta({
      description:
        'Input format key (json, xml, csv, tsv, excel, yaml, ndjson, sql-insert, html-table, env, query-string, base64, markdown, html).',
    }),
    to: FormatKey.meta({ description: 'Output format key: any input key, or pdf.' }),
    data: z.unknown().meta({
      description: 'The input as text; base64 for `excel`; for `from: "json"` also any JSON value.',
    }),
    options: ConvertOptions.optional(),
    download: z.boolean().optional().meta({ description: '`true` adds Content-Disposition: attachment.' }),
  })
  .meta({ id: 'ConvertJsonBody' })
export type ConvertJsonBody = z.infer<typeof ConvertJsonBody>

// Raw bytes are recognised first: a strict object schema would otherwise walk every index of a
// 20 MB Buffer looking for unrecognised keys (measured: 25 s for an 18 MB CSV).
const RawBytes = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ description: 'A raw document; its Content-Type names the format.' })

export const ConvertBody = z
  .union([RawBytes, ConvertJsonBody, z.unknown().meta({ description: 'A JSON document (raw style with `?to=`).' })])
  .meta({
    examples: [
      {
        from: 'csv',
        to: 'json',
        data: 'sku,qty,price\nA-1,2,9.50\nB-2,1,12.00\n',
        options: { input: { csv: { inferTypes: true } } },
      },
    ],
  })

export const ConvertQuery = z.object({
  from: FormatKey.optional().meta({
    description: 'Input format for a raw body sent as text/plain (or to override Content-Type).',
  }),
  to: FormatKey.optional().meta({ description: 'Output format for a raw body (overrides Accept).' }),
  options: z.string().max(10_000).optional().meta({ description: 'For a raw body: the options object as JSON text.' }),
  download: z.enum(['0', '1']).optional().meta({ description: '`1` adds Content-Disposition: attachment.' }),
})
export type ConvertQuery = z.infer<typeof ConvertQuery>

/** The text fields of a multipart form beside its file part `file` (core's upload reader validates them). */
export const ConvertForm = z.object({
  from: FormatKey.optional().meta({
    description: "Input format; the file name's extension when absent (`orders.csv` is read as csv).",
  }),
  to: FormatKey.optional().meta({ description: 'Output format (overrides Accept; Accept or this field is required).' }),
  options: z.string().max(10_000).optional().meta({ description: 'The options object as JSON text.' }),
  download: z.enum(['0', '1']).optional().meta({ description: '`1` adds Content-Disposition: attachment.' }),
})

export const ConvertReply = z.unknown().meta({
  description:
    'The converted document, with the Content-Type of `to` (JSON for `json`, text/csv for `csv`, xlsx bytes for `excel`, ...).',
  examples: [
    [
      { sku: 'A-1', qty: 2, price: 9.5 },
      { sku: 'B-2', qty: 1, price: 12 },
    ],
  ],
})

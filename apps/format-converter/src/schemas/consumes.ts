/** The media types POST /convert takes (one per input format, plus text/plain and multipart) and their OpenAPI examples. */
import { readers, writers } from '../formats/index.js'

export const CONSUMES: readonly string[] = [
  'application/json',
  ...new Set(readers.flatMap((reader) => reader.mediaTypes).filter((type) => type !== 'application/json')),
  'text/plain',
  'application/octet-stream',
  'multipart/form-data',
  // Listed so that a PDF is answered 415 UNSUPPORTED_FORMAT like `from: "pdf"`, not UNSUPPORTED_MEDIA_TYPE.
  'application/pdf',
]

/** Raw types parsed as bytes (decoded by the converter: UTF-16 for XML and CSV, invalid UTF-8 refused). */
export const RAW_TYPES: readonly string[] = CONSUMES.filter(
  (type) => type !== 'application/json' && type !== 'multipart/form-data',
)

const SAMPLES: Record<string, string> = {
  'application/xml': '<order id="7"><sku>A-1</sku><qty>2</qty></order>',
  'text/csv': 'sku,qty\nA-1,2\nB-2,1\n',
  'application/yaml': 'sku: A-1\nqty: 2\n',
  'application/x-ndjson': '{"sku":"A-1","qty":2}\n{"sku":"B-2","qty":1}\n',
  'application/sql': "INSERT INTO orders (sku, qty) VALUES ('A-1', 2), ('B-2', 1);",
  'text/html': '<table><tr><th>sku</th><th>qty</th></tr><tr><td>A-1</td><td>2</td></tr></table>',
  'application/x-www-form-urlencoded': 'sku=A-1&tags=new&tags=sale&dims[w]=3',
  'text/plain': 'API_URL=https://api.example.com\nexport DEBUG="false" # with ?from=env\n',
  'text/markdown': '# Report\n\n| region | units |\n| --- | ---: |\n| North | 12 |\n',
  'multipart/form-data':
    '--X\r\nContent-Disposition: form-data; name="file"; filename="orders.csv"\r\n\r\nsku,qty\nA-1,2\n\r\n--X\r\nContent-Disposition: form-data; name="to"\r\n\r\nexcel\r\n--X--',
}

export const RAW_EXAMPLES: Readonly<Record<string, string>> = Object.fromEntries(
  CONSUMES.filter((type) => type !== 'application/json').map((type) => [type, SAMPLES[type] ?? sampleFor(type)]),
)

function sampleFor(type: string): string {
  if (type.includes('tab-separated')) return 'sku\tqty\nA-1\t2\n'
  if (type.includes('yaml')) return SAMPLES['application/yaml'] as string
  if (type.includes('xml')) return SAMPLES['application/xml'] as string
  if (type.includes('json')) return SAMPLES['application/x-ndjson'] as string
  if (type.includes('csv')) return SAMPLES['text/csv'] as string
  if (type.includes('markdown')) return SAMPLES['text/markdown'] as string
  if (type.includes('markdown')) return SAMPLES['text/markdown'] as string
  if (type === 'application/pdf') return '%PDF-1.7 (refused: 415 UNSUPPORTED_FORMAT, PDF is output only)'
  return '(the bytes of an .xlsx file)'
}

/**
 * What POST /convert answers besides JSON, one entry per output media type (`to`, or Accept when `to`
 * is absent): listed in the OpenAPI document as 200 content beside application/json.
 */
export const PRODUCES: Readonly<Record<string, string>> = Object.fromEntries(
  writers
    .filter((writer) => writer.key !== 'json')
    .map((writer) => [
      writer.mediaType,
      writers
        .filter((other) => other.mediaType === writer.mediaType)
        .map((other) => `\`${other.key}\``)
        .join(' or ')
        .concat(' output', writer.mediaType === 'text/plain' ? ' (named by `to` only)' : ''),
    ]),
)

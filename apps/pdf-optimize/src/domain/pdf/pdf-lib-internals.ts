/**
 * The pdf-lib class its index does not export (ByteStream; the stream decoders live in @svc/pdf-guard), taken
 * from the same CommonJS build that `import 'pdf-lib'` resolves to, so that they are the very classes
 * the parser uses.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

const load = <T>(path: string): T => (require(`pdf-lib/cjs/core/${path}`) as { default: T }).default

export interface ByteStreamStatics {
  of(bytes: Uint8Array): unknown
  fromPDFRawStream(raw: unknown): unknown
}
export const ByteStream = load<ByteStreamStatics>('parser/ByteStream.js')

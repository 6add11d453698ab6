/**
 * For tests (`@svc/pdf-guard/testing`): decompression bombs built without inflating anything: a Flate chunk of 64 MiB of zeros, flushed so
 * that it stands alone (byte-aligned, its own dictionary), repeated, then a final empty block; zlib
 * header and Adler-32 trailer around it. 1 GiB of zeros is about 1 MB of data.
 */
import { constants, deflateRawSync } from 'node:zlib'

const CHUNK_BYTES = 64 * 2 ** 20
let chunk: Buffer | undefined

/** zlib data that inflates to `chunks` × 64 MiB of zero bytes. */
export function zeroBomb(chunks: number): Buffer {
  chunk ??= deflateRawSync(Buffer.alloc(CHUNK_BYTES), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const total = chunks * CHUNK_BYTES
  const trailer = Buffer.alloc(4)
  // Adler-32 of n zero bytes: A = 1, B = n mod 65521
  trailer.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0)
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: chunks }, () => chunk as Buffer),
    Buffer.from([0x03, 0x00]),
    trailer,
  ])
}

/** A one-page PDF whose content stream is `content` (already encoded with `filter`), with an exact xref. */
export function pdfWithContent(content: Buffer, filter = '/FlateDecode', extra = ''): Buffer {
  const parts: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const push = (chunkPart: Buffer | string) => {
    const bytes = typeof chunkPart === 'string' ? Buffer.from(chunkPart, 'latin1') : chunkPart
    parts.push(bytes)
    length += bytes.length
  }
  const object = (body: string | Buffer[]) => {
    offsets.push(length)
    push(`${offsets.length} 0 obj\n`)
    if (typeof body === 'string') push(body)
    else for (const piece of body) push(piece)
    push('\nendobj\n')
  }
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')
  object('<< /Type /Catalog /Pages 2 0 R >>')
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>')
  object([
    Buffer.from(`<< /Length ${content.length} /Filter ${filter}${extra} >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ])
  const xref = length
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`)
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`)
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(parts)
}

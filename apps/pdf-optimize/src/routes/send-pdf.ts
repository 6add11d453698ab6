/** The binary answer: the PDF with a download name and the sizes as headers. */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SizeReport } from '../domain/size-report.js'

/** JSON when the caller's Accept names application/json (and not application/pdf before it). */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = (request.headers.accept ?? '').toLowerCase()
  const json = accept.indexOf('application/json')
  const pdf = accept.indexOf('application/pdf')
  return json >= 0 && (pdf < 0 || json < pdf)
}

export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string, report: SizeReport): Buffer {
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-original-size', String(report.originalSize))
    .header('x-optimized-size', String(report.optimizedSize))
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
}

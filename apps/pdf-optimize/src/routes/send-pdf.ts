/** The binary answer: the PDF with a download name and the sizes as headers (docs/contract.md "Files"). */
import { chooseRepresentation, contentDisposition } from '@svc/core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SizeReport } from '../domain/size-report.js'

/** The PDF by default; JSON (the size report) when Accept prefers it; 406 when Accept names neither. */
export function wantsJson(request: FastifyRequest): boolean {
  return chooseRepresentation(request, ['application/pdf', 'application/json']) === 'application/json'
}

export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string, report: SizeReport): Buffer {
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('attachment', fileName.replace(/\.pdf$/i, ''), 'pdf'))
    .header('vary', 'Accept')
    .header('x-original-size', String(report.originalSize))
    .header('x-optimized-size', String(report.optimizedSize))
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
}

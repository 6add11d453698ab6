/** The request, as the engine's inputs: PDF bytes (decoded, size-checked) and options. */
import { AppError } from '@svc/core/errors'
import type { AssembleOptions } from './assemble.js'
import type { PageOptions } from './extract-page.js'

/** 25 MB: the largest PDF accepted, multipart or base64. */
export const MAX_PDF_BYTES = 25_000_000

export interface ExtractionRequest {
  bytes: Uint8Array
  options: PageOptions & AssembleOptions & { pages: string }
  outputFormat: 'json' | 'xlsx' | 'csv'
}

export interface RequestQuery {
  outputFormat: 'json' | 'xlsx' | 'csv'
  pages: string
  strategy: 'auto' | 'lattice' | 'stream'
  mergeTablesAcrossPages: 'true' | 'false'
  confidenceScores: 'true' | 'false'
  area?: string | undefined
  columns?: string | undefined
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/

export function decodePdf(file: string | Uint8Array): Uint8Array {
  if (typeof file !== 'string') return checkSize(file)
  const text = file.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '')
  if (!BASE64.test(text) || text.length % 4 === 1) {
    throw new AppError('INVALID_REQUEST', 'file: expected the PDF base64-encoded.', {
      details: [{ path: 'file', message: 'not base64' }],
    })
  }
  if (Math.floor((text.length * 3) / 4) > MAX_PDF_BYTES + 3) throw tooLarge()
  return checkSize(new Uint8Array(Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64')))
}

function checkSize(bytes: Uint8Array): Uint8Array {
  if (bytes.length > MAX_PDF_BYTES) throw tooLarge()
  if (bytes.length === 0) throw new AppError('INVALID_PDF', 'The file is empty.')
  return bytes
}

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The PDF exceeds the limit of ${MAX_PDF_BYTES} bytes (25 MB).`)
}

const numbers = (text: string) => text.split(',').map((n) => Number(n.trim()))

export function readExtractionRequest(file: string | Uint8Array, query: RequestQuery): ExtractionRequest {
  const bytes = decodePdf(file)
  const area = query.area ? numbers(query.area) : undefined
  if (area && !((area[2] as number) > (area[0] as number) && (area[3] as number) > (area[1] as number))) {
    throw new AppError('INVALID_REQUEST', 'area: expected top,left,bottom,right with bottom > top and right > left.', {
      details: [{ path: 'area', message: 'empty area' }],
    })
  }
  return {
    bytes,
    outputFormat: query.outputFormat,
    options: {
      pages: query.pages,
      strategy: query.strategy,
      mergeTablesAcrossPages: query.mergeTablesAcrossPages === 'true',
      confidenceScores: query.confidenceScores === 'true',
      ...(area
        ? { area: { top: area[0] as number, x0: area[1] as number, bottom: area[2] as number, x1: area[3] as number } }
        : {}),
      ...(query.columns ? { columns: numbers(query.columns) } : {}),
    },
  }
}

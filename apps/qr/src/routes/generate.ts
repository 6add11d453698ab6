/**
 * POST /generate: the parsed body goes to the generator (the worker pool). The answer is JSON by
 * default, or the image itself when Accept names an image type (docs/contract.md "Files"): with a
 * `format` in the body, Accept chooses between JSON and that format's type; without one, the image type
 * Accept names sets the format. The JSON members that are not the image travel as `X-QR-*` headers.
 */
import { chooseRepresentation, contentDisposition, defineRoute } from '@svc/core'
import { MIME_TYPES, type OutputFormat } from '../domain/generate-request.js'
import type { Generator } from '../infra/generator.js'
import { GenerateBody, GenerateReply } from '../schemas/generate.js'

const JSON_TYPE = 'application/json'
const FORMATS = Object.entries(MIME_TYPES) as [OutputFormat, string][]
const FORMAT_OF = new Map(FORMATS.map(([format, type]) => [type, format]))

export const generateRoute = ({ generator }: { generator: Generator }) =>
  defineRoute({
    method: 'POST',
    url: '/generate',
    summary: 'Encode text as a PNG, WebP or SVG QR code, verify that it scans, and score it',
    description:
      'The image is decoded again with jsQR (PNG/WebP decoded, SVG rasterised) at full size and at 50 %; ' +
      'scanVerified is true only when it decodes to exactly data. Same request, same bytes. ' +
      'JSON by default; `Accept: image/png`, `image/svg+xml` or `image/webp` answers the image itself ' +
      '(`Content-Disposition: inline; filename="qr.<ext>"`) with `X-QR-Scan-Verified`, `X-QR-Quality-Score`, ' +
      '`X-QR-Version`, `X-QR-Error-Correction-Level`, `X-QR-Modules` and `X-QR-Warnings` (warning codes, ' +
      'comma-separated) as headers. A `format` in the body must agree with the image type Accept names (else 406).',
    produces: {
      'image/png': 'The PNG itself (Accept: image/png, or format png and Accept: image/*).',
      'image/svg+xml': 'The SVG itself.',
      'image/webp': 'The lossless WebP itself.',
    },
    schema: { body: GenerateBody, response: { 200: GenerateReply } },
    async handler({ body, request, reply }) {
      const explicit = (request.body as { format?: unknown } | null)?.format !== undefined
      const offers = explicit ? [JSON_TYPE, MIME_TYPES[body.format]] : [JSON_TYPE, ...FORMATS.map(([, t]) => t)]
      const chosen = chooseRepresentation(request, offers)
      reply.header('vary', 'Accept')
      if (chosen === JSON_TYPE) return generator.generate(body)
      const format = FORMAT_OF.get(chosen)!
      const result = await generator.generate({ ...body, format })
      reply
        .type(chosen)
        .header('content-disposition', contentDisposition('inline', 'qr', format))
        .header('x-qr-scan-verified', String(result.scanVerified))
        .header('x-qr-quality-score', String(result.qualityScore))
        .header('x-qr-version', String(result.version))
        .header('x-qr-error-correction-level', result.errorCorrectionLevel)
        .header('x-qr-modules', String(result.modules))
        .header('x-qr-warnings', result.warnings.map((warning) => warning.code).join(','))
      return Buffer.from(result.imageBase64, 'base64')
    },
  })

/** POST /generate: the parsed body goes to the generator (the worker pool), the reply comes back as is. */
import { defineRoute } from '@svc/core'
import type { Generator } from '../infra/generator.js'
import { GenerateBody, GenerateReply } from '../schemas/generate.js'

export const generateRoute = ({ generator }: { generator: Generator }) =>
  defineRoute({
    method: 'POST',
    url: '/generate',
    summary: 'Encode text as a PNG, WebP or SVG QR code, verify that it scans, and score it',
    description:
      'The image is decoded again with jsQR (PNG/WebP decoded, SVG rasterised) at full size and at 50 %; ' +
      'scanVerified is true only when it decodes to exactly data. Same request, same bytes.',
    schema: { body: GenerateBody, response: { 200: GenerateReply } },
    handler({ body }) {
      return generator.generate(body)
    },
  })

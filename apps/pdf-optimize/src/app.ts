/** The PDF compressor (seed 002 "PDF compressor"): data only; running it is someone else's job. */
import multipart from '@fastify/multipart'
import { defineService, megabytes, readVersion } from '@svc/core'
import { pdfOptimizeErrors } from './errors.js'
import { type Optimizer, pooledOptimizer } from './infra/optimizer.js'
import { optimizeRoute } from './routes/optimize.js'

export const BODY_LIMIT = megabytes(80)

export const pdfOptimize = defineService<{ optimizer: Optimizer }>({
  name: 'pdf-optimize',
  version: readVersion(import.meta.url),
  description:
    'Shrinks PDFs: object streams and xref streams, lossless stream recompression and deduplication, unused-resource ' +
    'removal, and in maxCompression image downsampling to the target resolution.',
  port: 3018,
  bodyLimit: BODY_LIMIT,
  errors: pdfOptimizeErrors,
  bodyParsers: [
    { contentType: 'application/pdf', parseAs: 'buffer' },
    { contentType: 'application/octet-stream', parseAs: 'buffer' },
  ],
  plugins: async (app) => {
    await app.register(multipart, { limits: { fileSize: BODY_LIMIT, files: 1, fields: 10, parts: 20 } })
  },
  routes: ({ optimizer }, scope) => {
    const used = optimizer ?? pooledOptimizer()
    if (!optimizer) scope.onClose(() => used.close())
    return [optimizeRoute({ optimizer: used })]
  },
})

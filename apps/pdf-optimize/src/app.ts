/** The PDF compressor (see README.md): data only; running it is someone else's job. */
import { defineService, readVersion } from '@svc/core'
import { pdfOptimizeErrors } from './errors.js'
import { type Optimizer, pooledOptimizer } from './infra/optimizer.js'
import { optimizeRoute } from './routes/optimize.js'
import { MAX_PDF_BYTES, pdfUpload } from './routes/read-upload.js'

export const BODY_LIMIT = MAX_PDF_BYTES

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
  plugins: pdfUpload.register,
  routes: ({ optimizer }, scope) => {
    const used = optimizer ?? pooledOptimizer()
    if (!optimizer) scope.onClose(() => used.close())
    return [optimizeRoute({ optimizer: used })]
  },
})

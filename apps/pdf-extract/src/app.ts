/** The PDF table extractor (see README.md): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { pdfExtractErrors } from './errors.js'
import { type Extractor, pooledExtractor } from './infra/extractor.js'
import { registerMultipart } from './infra/multipart-body.js'
import { extractRoute } from './routes/extract.js'

export const pdfExtract = defineService<{ extractor: Extractor }>({
  name: 'pdf-extract',
  version: readVersion(import.meta.url),
  description:
    'Extracts tables from text-based PDFs: lattice (ruled grids, spanning cells) and stream (whitespace alignment) on pdfjs-dist; JSON, xlsx or a ZIP of CSVs.',
  port: 3017,
  // a 25 MB PDF is 33.4 MB as base64 in JSON; the PDF itself is checked against 25 MB after decoding
  bodyLimit: megabytes(34),
  errors: pdfExtractErrors,
  plugins: registerMultipart,
  routes: ({ extractor }, scope) => {
    const used = extractor ?? pooledExtractor()
    if (!extractor) scope.onClose(() => used.close())
    return [extractRoute({ extractor: used })]
  },
})

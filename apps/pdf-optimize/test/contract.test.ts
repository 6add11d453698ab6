import { runContractSuite } from '@svc/testkit'
import { pdfOptimize } from '../src/app.js'
import { SAMPLE_PDF } from './fixtures/make-pdf.js'

runContractSuite(pdfOptimize, {
  method: 'POST',
  url: '/optimize',
  body: SAMPLE_PDF,
  contentType: 'application/pdf',
  headers: { accept: 'application/json' },
})

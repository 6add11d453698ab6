import { readFileSync } from 'node:fs'
import { runContractSuite } from '@svc/testkit'
import { pdfExtract } from '../src/app.js'

const pdf = readFileSync(new URL('./fixtures/pdflib-bordered.pdf', import.meta.url))

runContractSuite(pdfExtract, {
  method: 'POST',
  url: '/extract',
  body: { file: pdf.toString('base64') },
})

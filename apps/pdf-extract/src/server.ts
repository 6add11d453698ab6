import { runStandalone } from '@svc/core'
import { pdfExtract } from './app.js'

await runStandalone(pdfExtract)

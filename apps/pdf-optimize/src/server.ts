import { runStandalone } from '@svc/core'
import { pdfOptimize } from './app.js'

await runStandalone(pdfOptimize)

import { runStandalone } from '@svc/core'
import { faultAnalyzer } from './app.js'

await runStandalone(faultAnalyzer)

import { runStandalone } from '@svc/core'
import { consistency } from './app.js'

await runStandalone(consistency)

import { runStandalone } from '@svc/core'
import { retail } from './app.js'

await runStandalone(retail)

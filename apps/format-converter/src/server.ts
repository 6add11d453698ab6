import { runStandalone } from '@svc/core'
import { formatConverter } from './app.js'

await runStandalone(formatConverter)

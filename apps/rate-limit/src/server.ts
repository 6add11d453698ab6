import { runStandalone } from '@svc/core'
import { rateLimit } from './app.js'

await runStandalone(rateLimit)

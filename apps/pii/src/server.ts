import { runStandalone } from '@svc/core'
import { pii } from './app.js'

await runStandalone(pii)

import { runStandalone } from '@svc/core'
import { invoice } from './app.js'

await runStandalone(invoice)

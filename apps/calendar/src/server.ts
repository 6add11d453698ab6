import { runStandalone } from '@svc/core'
import { calendar } from './app.js'

await runStandalone(calendar)

import { runStandalone } from '@svc/core'
import { diff } from './app.js'

await runStandalone(diff)

import { runStandalone } from '@svc/core'
import { htmlConverter } from './app.js'

await runStandalone(htmlConverter)

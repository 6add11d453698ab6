import { runStandalone } from '@svc/core'
import { qr } from './app.js'

await runStandalone(qr)

import { runStandalone } from '@svc/core'
import { signer } from './app.js'

await runStandalone(signer)

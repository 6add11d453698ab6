import { runStandalone } from '@svc/core'
import { validator } from './app.js'

await runStandalone(validator)

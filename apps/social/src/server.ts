import { runStandalone } from '@svc/core'
import { social } from './app.js'

await runStandalone(social)

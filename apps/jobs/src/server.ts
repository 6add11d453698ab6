import { runStandalone } from '@svc/core'
import { jobs } from './app.js'

await runStandalone(jobs)

/** The no-op service as a standalone process, exactly as a service's dist/server.js runs. */
import { runStandalone } from '@svc/core'
import { noop } from './noop-service.js'

await runStandalone(noop)

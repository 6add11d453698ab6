import { runStandalone } from '@svc/core'
import { shipment } from './app.js'

await runStandalone(shipment)

import { runContractSuite } from '@svc/testkit'
import { shipment } from '../src/app.js'
import { NORMALIZE_EXAMPLE } from '../src/schemas/normalize.js'

runContractSuite(shipment, { method: 'POST', url: '/normalize', body: NORMALIZE_EXAMPLE })

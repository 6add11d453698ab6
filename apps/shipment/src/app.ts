/** The shipment normalizer service (seed 001 "Shipment normalizer"): data only; running it is someone else's job. */
import { defineService, megabytes, readVersion } from '@svc/core'
import { shipmentErrors } from './errors.js'
import { pooledNormalizer, type ShipmentNormalizer } from './infra/shipment-normalizer.js'
import { carriersRoute } from './routes/carriers.js'
import { normalizeRoute } from './routes/normalize.js'

export const shipment = defineService<{ normalizer: ShipmentNormalizer }>({
  name: 'shipment',
  version: readVersion(import.meta.url),
  description:
    'Normalizes carrier tracking payloads (UPS, FedEx, USPS, DHL, DHL eCommerce; heuristics for 16 more labels) or bare tracking numbers to shipments with a unified status taxonomy and event timeline.',
  port: 3009,
  bodyLimit: megabytes(25),
  errors: shipmentErrors,
  routes: ({ normalizer }, scope) => {
    if (normalizer) return [normalizeRoute({ normalizer }), carriersRoute()]
    const pooled = pooledNormalizer()
    scope.onClose(() => pooled.close())
    return [normalizeRoute({ normalizer: pooled.normalize }), carriersRoute()]
  },
})

/** Prints the README retailer table from the adapters' `source` metadata: `pnpm --filter @svc/retail retailer-table`. */
import { vendorTable } from '@svc/normalize-kit'
import { registry } from '../src/adapters/index.js'

console.log(vendorTable(registry))

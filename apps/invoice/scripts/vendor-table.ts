/** Prints the README vendor table from the adapters' `source` metadata: `pnpm --filter @svc/invoice vendor-table`. */
import { vendorTable } from '@svc/normalize-kit'
import { registry } from '../src/adapters/index.js'

console.log(vendorTable(registry))

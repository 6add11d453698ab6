/** Prints the README provider table from the adapters' `source` metadata: `pnpm --filter @svc/calendar provider-table`. */
import { vendorTable } from '@svc/normalize-kit'
import { registry } from '../src/adapters/index.js'

console.log(vendorTable(registry))

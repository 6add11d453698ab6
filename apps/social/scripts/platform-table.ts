/** Prints the README platform table from the adapters' `source` metadata: `pnpm --filter @svc/social platform-table`. */
import { vendorTable } from '@svc/normalize-kit'
import { registry } from '../src/adapters/index.js'

console.log(vendorTable(registry))

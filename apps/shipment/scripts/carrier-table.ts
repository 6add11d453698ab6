/** Prints the README's generated tables: `pnpm --filter @svc/shipment carrier-table`. */
import { carrierTable, statusTables } from '../src/adapters/readme-tables.js'

console.log(`${carrierTable()}\n\n${statusTables()}`)

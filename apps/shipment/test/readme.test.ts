/** The README's generated and catalogued tables stay equal to the code. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { carrierTable, statusTables } from '../src/adapters/readme-tables.js'
import { SHIPMENT_WARNINGS } from '../src/domain/warnings.js'
import { shipmentErrors } from '../src/errors.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const section = (name: string) => readme.split(`<!-- ${name}:start -->\n`)[1]?.split(`\n<!-- ${name}:end -->`)[0]

describe('README', () => {
  it('holds the carrier table generated from the adapters and the carrier list', () => {
    expect(section('carrier-table')).toBe(carrierTable())
  })

  it('holds the status mapping tables generated from the code tables', () => {
    expect(section('status-tables')).toBe(statusTables())
  })

  it('lists every error code with its status and every warning code with its penalty', () => {
    for (const [code, info] of Object.entries(shipmentErrors)) expect(readme).toContain(`| ${info.status} | ${code} |`)
    for (const [code, info] of Object.entries(SHIPMENT_WARNINGS))
      expect(readme).toContain(`| ${code} | ${info.penalty.toFixed(2)} |`)
  })
})

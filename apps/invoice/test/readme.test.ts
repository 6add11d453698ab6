/** The README's generated and catalogued tables stay equal to the code. */
import { readFileSync } from 'node:fs'
import { vendorTable } from '@svc/normalize-kit'
import { describe, expect, it } from 'vitest'
import { registry } from '../src/adapters/index.js'
import { INVOICE_WARNINGS } from '../src/domain/warnings.js'
import { invoiceErrors } from '../src/errors.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('holds the vendor table generated from the adapters', () => {
    const section = readme.split('<!-- vendor-table:start -->\n')[1]?.split('\n<!-- vendor-table:end -->')[0]
    expect(section).toBe(vendorTable(registry))
  })

  it('lists every error code of the service and every warning code with its penalty', () => {
    for (const code of Object.keys(invoiceErrors))
      expect(readme).toContain(`| ${invoiceErrors[code]?.status} | ${code} |`)
    for (const [code, info] of Object.entries(INVOICE_WARNINGS))
      expect(readme).toContain(`| ${code} | ${info.penalty.toFixed(2)} |`)
  })

  it('maps the status of every vendor adapter', () => {
    for (const adapter of registry.adapters.filter((a) => a.kind === 'vendor'))
      expect(readme).toContain(`| \`${adapter.key}\` | `)
  })
})

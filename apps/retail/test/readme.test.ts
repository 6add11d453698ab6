/** The README's generated and catalogued tables stay equal to the code. */
import { readFileSync } from 'node:fs'
import { KIT_WARNINGS, vendorTable } from '@svc/normalize-kit'
import { describe, expect, it } from 'vitest'
import { registry } from '../src/adapters/index.js'
import { RATING_PRIOR } from '../src/domain/bayesian-rating.js'
import { RETAIL_WARNINGS } from '../src/domain/warnings.js'
import { retailErrors } from '../src/errors.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('holds the retailer table generated from the adapters', () => {
    const section = readme.split('<!-- retailer-table:start -->\n')[1]?.split('\n<!-- retailer-table:end -->')[0]
    expect(section).toBe(vendorTable(registry))
  })

  it('lists every error code of the service and every retail warning code with its penalty', () => {
    for (const code of Object.keys(retailErrors))
      expect(readme).toContain(`| ${retailErrors[code]?.status} | ${code} |`)
    for (const [code, info] of Object.entries(RETAIL_WARNINGS).filter(([c]) => !(c in KIT_WARNINGS)))
      expect(readme).toContain(`| ${code} | ${info.penalty.toFixed(2)} |`)
  })

  it('documents the Bayesian prior the code uses', () => {
    expect(readme).toContain(
      `(${RATING_PRIOR.weight} × ${RATING_PRIOR.mean} + rating × count) / (${RATING_PRIOR.weight} + count)`,
    )
  })
})

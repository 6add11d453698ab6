/** The README's generated and catalogued tables stay equal to the code. */
import { readFileSync } from 'node:fs'
import { vendorTable } from '@svc/normalize-kit'
import { describe, expect, it } from 'vitest'
import { registry } from '../src/adapters/index.js'
import { SOCIAL_WARNINGS } from '../src/domain/warnings.js'
import { socialErrors } from '../src/errors.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('holds the platform table generated from the adapters', () => {
    const section = readme.split('<!-- platform-table:start -->\n')[1]?.split('\n<!-- platform-table:end -->')[0]
    expect(section).toBe(vendorTable(registry))
  })

  it('lists every error code of the service and every warning code with its penalty', () => {
    for (const [code, entry] of Object.entries(socialErrors)) expect(readme).toContain(`| ${entry.status} | ${code} |`)
    for (const [code, info] of Object.entries(SOCIAL_WARNINGS))
      expect(readme).toContain(`| ${code} | ${info.penalty.toFixed(2)} |`)
  })
})

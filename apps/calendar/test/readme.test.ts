/** The README's generated and catalogued tables stay equal to the code. */
import { readFileSync } from 'node:fs'
import { vendorTable } from '@svc/normalize-kit'
import { describe, expect, it } from 'vitest'
import { registry } from '../src/adapters/index.js'
import { CALENDAR_WARNINGS } from '../src/domain/warnings.js'
import { calendarErrors } from '../src/errors.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('holds the provider table generated from the adapters', () => {
    const section = readme.split('<!-- provider-table:start -->\n')[1]?.split('\n<!-- provider-table:end -->')[0]
    expect(section).toBe(vendorTable(registry))
  })
  it('lists every error code of the service and the calendar warning codes with their penalty', () => {
    for (const code of Object.keys(calendarErrors))
      expect(readme).toContain(`| ${calendarErrors[code]?.status} | ${code} |`)
    for (const code of [
      'FLOATING_TIME_ASSUMED_DEFAULT_TZ',
      'UNKNOWN_TIMEZONE',
      'END_BEFORE_START',
      'RRULE_INVALID',
      'OCCURRENCE_BUDGET_EXCEEDED',
    ])
      expect(readme).toContain(
        `| ${code} | ${(CALENDAR_WARNINGS as Record<string, { penalty: number }>)[code]!.penalty.toFixed(2)} |`,
      )
  })
})

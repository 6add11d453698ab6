import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { POLICY_RULES } from '../src/domain/policy-rules.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it.each(POLICY_RULES.map((rule) => [rule.id, rule] as const))(
    'prints rule %s with its condition and source',
    (id, rule) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${id}\` |`))
      expect(row, `README row for ${id}`).toBeDefined()
      expect(row).toContain(`| ${rule.condition} |`)
      expect(row).toContain(rule.rationale)
      expect(row).toContain(rule.source)
    },
  )
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderRulesTable, renderSources } from './rules-markdown.js'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

describe('README', () => {
  it('prints the classification rules exactly as the table declares them', () => {
    expect(readme).toContain(renderRulesTable('classify'))
  })

  it('prints the adjustment rules exactly as the table declares them', () => {
    expect(readme).toContain(renderRulesTable('adjust'))
  })

  it('lists every source the rules cite', () => {
    expect(readme).toContain(renderSources())
  })
})

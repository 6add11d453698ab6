import { readdirSync, readFileSync } from 'node:fs'
import { gfm } from '@joplin/turndown-plugin-gfm'
import TurndownService from 'turndown'
import { describe, expect, it } from 'vitest'
import { type ConstructedOptions, recordRules } from '../src/engine/rule-set.js'
import { BLOCK } from '../src/engine/turndown-nodes.js'
import {
  assertShape,
  gfmShapeProblems,
  TurndownShapeError,
  turndownShapeProblems,
} from '../src/engine/turndown-shape.js'
import { assertProbeMatches, buildRuleBook, ruleBookFor } from '../src/rules.js'

const options = (): ConstructedOptions => new TurndownService({ headingStyle: 'atx' }).options

describe('the engine reads turndown through its public surface only', () => {
  it('no source file reads a private member of turndown', () => {
    const folder = new URL('../src/', import.meta.url)
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))
    const offenders = sources.filter((name) =>
      /\b_keep\b|\b_remove\b|\bservice\.rules\b|as unknown as \{ rules/.test(
        readFileSync(new URL(name, folder), 'utf8'),
      ),
    )
    expect(offenders).toEqual([])
  })

  it('records plugins in the order turndown applies them: each added rule first, then kept, then removed', () => {
    const recorded = recordRules(options(), (target) => {
      target.addRule('first', { filter: 'b', replacement: () => '1' })
      target.addRule('second', { filter: 'b', replacement: () => '2' })
      target.keep('span').remove(['aside', 'nav'])
    })
    const commonMark = Object.values(options().rules as object)
    expect(recorded.array.length).toBe(commonMark.length + 2)
    expect(recorded.array[0]?.replacement?.('', {} as HTMLElement, {})).toBe('2')
    expect(recorded.keep.map((rule) => rule.filter)).toEqual(['span'])
    expect(recorded.remove.map((rule) => rule.filter)).toEqual([['aside', 'nav']])
  })
})

describe('start-up check of the shapes the engine relies on', () => {
  it('passes with the pinned turndown and GFM plugin', () => {
    expect(turndownShapeProblems(TurndownService.prototype, options())).toEqual([])
    const bare = recordRules(options(), () => {})
    expect(
      gfmShapeProblems(
        gfm,
        recordRules(options(), (target) => target.use(gfm)),
        bare,
      ),
    ).toEqual([])
    for (const mode of ['strict', 'readable', 'llm-friendly'] as const)
      expect(ruleBookFor(mode).rules.array.length).toBeGreaterThan(20)
  })

  it('names what an upgrade removed, in a clear error', () => {
    const { keep: _keep, ...prototype } = TurndownService.prototype as unknown as Record<string, unknown>
    const { rules: _rules, blankReplacement: _blank, ...withoutRules } = options()
    const problems = turndownShapeProblems(prototype, withoutRules)
    expect(problems).toEqual([
      'TurndownService#keep is not a function',
      'options.rules (the CommonMark rules) is missing',
      'options.blankReplacement is not a function',
    ])
    expect(() => assertShape(problems)).toThrow(TurndownShapeError)
    expect(() => assertShape(problems)).toThrow(
      /written for turndown 7\.2\.5[\s\S]*TurndownService#keep is not a function/,
    )
  })

  it('notices a GFM plugin that adds other rules', () => {
    const bare = recordRules(options(), () => {})
    const lacking = recordRules(options(), (target) =>
      target.addRule('strikethrough', { filter: 'del', replacement: (c) => c }),
    )
    expect(gfmShapeProblems(gfm, lacking, bare)).toEqual([
      'the GFM plugin added 1 rules, not 9',
      'the GFM plugin did not keep tables once',
    ])
  })

  it("notices when turndown's element lists and the engine's copy drift apart (probe page)", () => {
    const book = buildRuleBook('readable')
    BLOCK.delete('SECTION')
    try {
      expect(() => assertProbeMatches('readable', book)).toThrow(/probe page differs from turndown's in readable mode/)
    } finally {
      BLOCK.add('SECTION')
    }
    expect(() => assertProbeMatches('readable', buildRuleBook('readable'))).not.toThrow()
  })
})

describe('engine dependencies are pinned exactly', () => {
  it('turndown, the GFM plugin, domino and the turndown types', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    const versions = { ...manifest.dependencies, ...manifest.devDependencies }
    for (const name of ['turndown', '@joplin/turndown-plugin-gfm', '@mixmark-io/domino', '@types/turndown']) {
      expect([name, versions[name]]).toEqual([name, expect.stringMatching(/^\d+\.\d+\.\d+$/)])
    }
  })
})

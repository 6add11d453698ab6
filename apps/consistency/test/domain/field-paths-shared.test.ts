/**
 * Field paths were built as full key chains, so memory grew with depth squared times key length: a 9.8 MB
 * body of long keys nested deep exhausted the heap, 4.9 MB took the process to 2.4 GB. Paths are now
 * shared chains, written out only when reported (src/domain/paths.ts). These tests hold the memory to
 * the input's order and the written paths and their order to what full strings gave.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeConsistency } from '../../src/domain/analyze-consistency.js'
import { shortenPath } from '../../src/domain/bound-report.js'
import { PathNode, rankPaths, writePath } from '../../src/domain/paths.js'

/** Two items with the same chain of `depth` keys of `keyLength` characters; `n` changes type at every level. */
function deepBody(depth: number, keyLength: number): string {
  const chain = (leaf: unknown) => {
    let inner: Record<string, unknown> = { n: leaf }
    for (let i = depth; i > 0; i--) inner = { [String.fromCharCode(97 + (i % 26)).repeat(keyLength)]: inner, n: leaf }
    return inner
  }
  return JSON.stringify({ data: [chain(1), chain('s')] })
}

describe('consistency field paths shared', () => {
  it('a 9.8 MB body of long keys nested 900 deep is analysed in memory of the order of the input', () => {
    const body = deepBody(900, 5_400)
    expect(body.length).toBeGreaterThan(9_500_000)
    const before = process.memoryUsage().rss
    const started = performance.now()
    const report = analyzeConsistency(JSON.parse(body))
    const elapsed = performance.now() - started
    const grown = process.memoryUsage().rss - before
    // Every level's `n` is a number in one item and a string in the other: one warning per level.
    expect(report.summary.warningCount).toBe(901)
    expect(report.summary.truncated).toEqual({
      warningsOmitted: 0,
      pathsShortened: 900,
      maxWarnings: 1000,
      maxPathChars: 500,
    })
    expect(report.warnings.every((w) => w.field.length <= 500 && w.code === 'TYPE_INCONSISTENCY')).toBe(true)
    expect(report.warnings[0]?.field).toMatch(new RegExp(`^data\\[\\]\\.${'b'.repeat(243)}…[a-z]{247}\\.n$`))
    expect(report.warnings.at(-1)?.field).toBe('data[].n')
    // Full paths: 900 levels x 5,400 characters / 2 x 900 paths = 2.2 G characters.
    expect(grown).toBeLessThan(400 * 1024 * 1024)
    expect(elapsed).toBeLessThan(20_000)
  })

  it('writes a long path as its two ends around an ellipsis, exactly as shortening the full path did', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 300 }), fc.constant('[]')), { minLength: 1, maxLength: 12 }),
        (steps) => {
          let node = PathNode.root()
          for (const step of steps) node = step === '[]' ? node.array() : node.key(step)
          const full = writePath(node)
          expect(full.text.length).toBeLessThanOrEqual(500)
          let written = ''
          for (let n: PathNode | undefined = node; n; n = n.up) written = n.segment + written
          expect(full).toEqual({ text: shortenPath(written), shortened: written.length > 500 })
        },
      ),
      { numRuns: 500, seed: 20261127 },
    )
  })

  it('ranks paths in the code-unit order of their written form, keys that prefix their siblings included', () => {
    const key = fc.constantFrom('a', 'a0', 'a$', 'a_', 'aB', 'A', 'a b', '0', '$', '_', 'ab', '[]x', '', 'é')
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(key, fc.constant('[]')), { maxLength: 5 }), { maxLength: 30 }),
        (paths) => {
          const root = PathNode.root()
          const nodes = paths.map((steps) => {
            let node = root
            for (const step of steps) node = step === '[]' ? node.array() : node.key(step)
            return node
          })
          rankPaths(root)
          const text = (node: PathNode) => {
            let out = ''
            for (let n: PathNode | undefined = node; n; n = n.up) out = n.segment + out
            return out
          }
          const byRank = [...new Set(nodes)].sort((a, b) => a.rank - b.rank).map(text)
          expect(byRank).toEqual([...byRank].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
        },
      ),
      { numRuns: 2_000, seed: 20261127 },
    )
  })
})

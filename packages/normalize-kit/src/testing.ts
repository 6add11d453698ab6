/**
 * The adapter test harness (`@svc/normalize-kit/testing`, vitest): one fixture folder per adapter
 * (`test/fixtures/<key>/*.json`, from the vendor's documented example), and the detection matrix:
 * every fixture is detected as its own adapter and as no other, and normalizes without throwing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { locate } from './adapter.js'
import { createContext } from './context.js'
import type { Registry } from './registry.js'

export interface Fixture {
  key: string
  file: string
  payload: unknown
}

/** Every `<dir>/<key>/*.json` fixture, sorted. */
export function readFixtures(dir: URL | string): Fixture[] {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir)
  const out: Fixture[] = []
  for (const key of readdirSync(root).sort()) {
    const folder = join(root, key)
    if (!statSync(folder).isDirectory()) continue
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      out.push({ key, file, payload: JSON.parse(readFileSync(join(folder, file), 'utf8')) })
    }
  }
  return out
}

/** One fixture by adapter key and file name (`loadFixture(dir, 'stripe', 'invoice.json')`). */
export function loadFixture(dir: URL | string, key: string, file: string): unknown {
  const root = typeof dir === 'string' ? dir : fileURLToPath(dir)
  return JSON.parse(readFileSync(join(root, key, file), 'utf8'))
}

export interface AdapterContractOptions {
  registry: Registry
  fixtures: URL | string
  /** Fixture folders that are not adapter keys (e.g. shared edge cases). */
  ignoreFolders?: readonly string[]
}

/** Registers the harness tests: fixtures for every adapter, and the detection matrix. */
export function runAdapterContract({ registry, fixtures, ignoreFolders = [] }: AdapterContractOptions): void {
  const all = readFixtures(fixtures).filter((f) => !ignoreFolders.includes(f.key))
  describe('adapter contract', () => {
    it.each(registry.list().map((a) => [a.key]))('%s has at least one fixture', (key) => {
      expect(
        all.some((f) => f.key === key),
        `test/fixtures/${key}/*.json`,
      ).toBe(true)
    })
    it.each(all.map((f) => [`${f.key}/${f.file}`, f] as const))(
      '%s is detected as its own adapter and no other',
      (_, f) => {
        const ranked = registry.rank(f.payload)
        const best = registry.detect(f.payload)
        expect(best?.adapter.key, `ranking: ${ranked.map((c) => `${c.adapter.key}=${c.score}`).join(', ')}`).toBe(f.key)
        const rivals = ranked.filter(
          (c) => c.adapter.key !== f.key && c.adapter.kind === best?.adapter.kind && c.score >= (best?.score ?? 0),
        )
        expect(rivals.map((c) => c.adapter.key)).toEqual([])
      },
    )
    it.each(all.map((f) => [`${f.key}/${f.file}`, f] as const))('%s normalizes without throwing', (_, f) => {
      const adapter = registry.get(f.key)
      expect(adapter).toBeDefined()
      expect(() => adapter?.normalize(locate(adapter, f.payload).root, createContext())).not.toThrow()
    })
  })
}

/**
 * Markup built to be expensive for a text reader, `bytes` long: unclosed nested blocks and list items,
 * entity-dense text (named, numeric, double-encoded), script bodies and unterminated comments.
 */
export function hostileMarkup(bytes: number): string {
  const unit =
    '<div><ul><li><p class="x" title="&amp;&lt;">&Eacute;cole &hearts; &#x1F600;&#153; &amp;amp; R&D<b><i>' +
    '<script>var a="</p>"</script><!-- c --><br><td>&nbsp;'
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes)
}

/**
 * The median of `runs` runs (after one warm-up), in milliseconds of CPU time (user + system): on a
 * loaded machine wall time measures the other processes; CPU time is what the event loop would be held
 * for on a free core, and the median drops the runs a collection or a context switch inflated. Run such
 * a test file alone (the process's other threads count too).
 */
export function cpuRunMs(run: () => unknown, runs = 5): number {
  run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage()
    run()
    const used = process.cpuUsage(start)
    times.push((used.user + used.system) / 1000)
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0
}

/** The event-loop budget a body under a service's inline threshold must stay inside (docs/contract.md). */
export const EVENT_LOOP_BUDGET_MS = 50

export interface ValueRowOptions {
  /** The app's fixture index (test/fixtures/SOURCES.md): a Markdown table `| \`file\` | published / modelled | source |`. */
  index: URL
  /** One value row per fixture file (the path as the index writes it): asserts every canonical field the example carries. */
  rows: Readonly<Record<string, () => void>>
}

/** The files a fixture index marks `published` (first column, backticked path relative to the app). */
export function publishedFixtures(index: URL): string[] {
  const out: string[] = []
  for (const line of readFileSync(index, 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    const file = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1]
    if (file && cells[2] === 'published') out.push(file)
  }
  return out
}

/**
 * The value-table harness: every fixture the index marks `published` exists and has a value row (a
 * published fixture without one fails), every row names an indexed fixture, and every row is run.
 */
export function runValueRows({ index, rows }: ValueRowOptions): void {
  const published = publishedFixtures(index)
  const app = new URL('../../', index)
  describe('value rows', () => {
    it('the fixture index lists published fixtures', () => {
      expect(published.length).toBeGreaterThan(0)
    })
    it.each(published.map((f) => [f]))('published %s exists and has a value row', (file) => {
      expect(statSync(new URL(file, app)).isFile(), file).toBe(true)
      expect(Object.keys(rows), `no value row for ${file}`).toContain(file)
    })
    it.each(Object.keys(rows).map((f) => [f]))('%s', (file) => {
      expect(statSync(new URL(file, app)).isFile(), `${file} is not a fixture file`).toBe(true)
      rows[file]?.()
    })
  })
}

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

/**
 * The character-reference cases every normalizer tests its text fields with, `[name, written, read]`:
 * a capital named reference, a named symbol, a numeric one (HTML5's windows-1252 rule), a double-encoded
 * ampersand (decoded once) and markup-free text that must stay as written.
 */
export const MARKUP_TEXT_CASES: readonly [string, string, string][] = [
  ['a capital named reference', '&Eacute;cole', 'École'],
  ['a named symbol', 'Tea &hearts; Co', 'Tea ♥ Co'],
  ['a numeric reference (windows-1252 rule)', 'Brand<sup>&#153;</sup>', 'Brand™'],
  ['a double-encoded ampersand, decoded once', 'Fish &amp;amp; Chips', 'Fish &amp; Chips'],
  ['markup-free text', 'R&D, 5 < 6', 'R&D, 5 < 6'],
]

/** The event-loop budget a body under a service's inline threshold must stay inside (docs/contract.md). */
export const EVENT_LOOP_BUDGET_MS = 50

/** One vendor timestamp of a payload rewritten to carry seconds (`secondsVariants`). */
export interface SecondsVariant {
  /** Dotted path of the rewritten value. */
  path: string
  written: string | number
  rewritten: string | number
  payload: unknown
}

/** A rewritten timestamp's seconds as any output writes them: `T10:21:37`, `10:21:37.000Z`, `10:21:37+02:00`. */
export const SECONDS_MARK = /\d\d:\d\d:37(?!\d)/g
const ISO_TIME = /^(\d{4}-\d\d-\d\d[T ])(\d\d):(\d\d)(?::\d\d(?:[.,]\d+)?)?(.*)$/
const TEXT_TIME = /^(.*\b\d{4},?\s+)(\d{1,2}):(\d\d)(?::\d\d)?(\b.*)$/
const DOTNET_TIME = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/
const TIME_KEY = /date|time|creat|updat|modif|publish|post|_at$|At$|^at$|^ts$|stamp|paid|start|end/i

const nextMinute = (mm: string) => String((Number(mm) + 1) % 60).padStart(2, '0')

function rewrite(value: unknown, key: string): string | number | undefined {
  if (typeof value === 'string') {
    const iso = ISO_TIME.exec(value)
    if (iso) return `${iso[1]}${iso[2]}:${nextMinute(iso[3] as string)}:37${iso[4]}`
    const text = value.length <= 48 ? TEXT_TIME.exec(value) : null
    if (text) return `${text[1]}${text[2]}:${nextMinute(text[3] as string)}:37${text[4]}`
    const dotnet = DOTNET_TIME.exec(value)
    if (dotnet) {
      const ms = Number(dotnet[1])
      return `/Date(${ms - (((ms % 60_000) + 60_000) % 60_000) + 97_000}${dotnet[2] ?? ''})/`
    }
    return undefined
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || !TIME_KEY.test(key)) return undefined
  if (value >= 1e9 && value < 1e10) return value - (value % 60) + 97
  if (value >= 1e12 && value < 1e13) return value - (value % 60_000) + 97_000
  return undefined
}

/**
 * Every timestamp with a time of day in `payload` (ISO 8601 with or without a zone, RFC 2822 and
 * `Nov 14, 2023 4:40 PM` style text, .NET `/Date(ms)/`, epoch seconds or milliseconds under a time-named
 * key), one variant each, moved one minute on and given the seconds 37. Moving the minute makes a value
 * the normalizer reads change its output even when seconds are dropped, so `expectSecondsKept` can tell
 * "read and kept" from "not read" (or read as a calendar date).
 */
export function secondsVariants(payload: unknown): SecondsVariant[] {
  const out: SecondsVariant[] = []
  const walk = (value: unknown, path: (string | number)[]) => {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...path, i])
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k])
    else {
      const rewritten = rewrite(value, String(path.at(-1) ?? ''))
      if (rewritten === undefined) return
      const copy = structuredClone(payload) as Record<string | number, unknown>
      let at = copy
      for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>
      at[path.at(-1) as string | number] = rewritten
      out.push({ path: path.join('.'), written: value as string | number, rewritten, payload: copy })
    }
  }
  walk(payload, [])
  return out
}

/** Whether a timestamp already carried the seconds 37 (its output then holds the mark before the rewrite too). */
function hadSeconds37(value: string | number): boolean {
  const ms = typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Number(DOTNET_TIME.exec(value)?.[1])
  if (Number.isFinite(ms)) return Math.floor(ms / 1000) % 60 === 37
  return /:\d\d:37(?!\d)/.test(String(value))
}

/**
 * For each fixture, each timestamp `secondsVariants` finds: when the normalized output changes (the
 * normalizer reads the value as a time), the output must carry the seconds (one more `SECONDS_MARK` than before). Returns the
 * fixtures (`key/file`) whose timestamps were read, for the caller to check the coverage it expects.
 */
export function expectSecondsKept(
  fixtures: readonly Fixture[],
  normalize: (payload: unknown, fixture: Fixture) => unknown,
): string[] {
  const read = new Set<string>()
  const dropped: string[] = []
  const marks = (text: string) => text.match(SECONDS_MARK)?.length ?? 0
  const run = (payload: unknown, fixture: Fixture) => {
    try {
      return JSON.stringify(normalize(payload, fixture))
    } catch (error) {
      return `threw ${error instanceof Error ? error.message : String(error)}`
    }
  }
  for (const f of fixtures) {
    const before = run(f.payload, f)
    if (before.startsWith('threw')) continue
    for (const v of secondsVariants(f.payload)) {
      const after = run(v.payload, f)
      if (after === before) continue
      read.add(`${f.key}/${f.file}`)
      if (marks(after) < marks(before) + (hadSeconds37(v.written) ? 0 : 1))
        dropped.push(`${f.key}/${f.file} ${v.path}: ${v.written} -> ${v.rewritten}`)
    }
  }
  expect(dropped, 'timestamps whose seconds were dropped').toEqual([])
  return [...read].sort()
}

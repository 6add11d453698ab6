/**
 * Canary for the one place the service reaches into npm `qrcode`'s private modules
 * (`qrcode/lib/core/*`, used by domain/capacity.ts for the optimal segmentation and the capacity
 * table, which the public API does not expose). package.json pins qrcode to a `~` range; an upgrade
 * that moves or reshapes those modules fails here, naming the dependency, instead of changing the
 * capacity answers silently.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const version = (require('qrcode/package.json') as { version: string }).version
const dependency = `qrcode@${version}: private modules qrcode/lib/core/* used by src/domain/capacity.ts`

function load(path: string): Record<string, unknown> {
  try {
    return require(`qrcode/lib/core/${path}`) as Record<string, unknown>
  } catch (error) {
    throw new Error(`${dependency}: ${path} no longer loads (${(error as Error).message})`)
  }
}

describe(`canary: ${dependency}`, () => {
  it('the four modules still export what capacity.ts calls', () => {
    const shapes: Record<string, string[]> = {
      'mode.js': ['NUMERIC', 'ALPHANUMERIC', 'BYTE', 'KANJI', 'MIXED', 'getCharCountIndicator'],
      'segments.js': ['fromString'],
      'error-correction-level.js': ['from'],
      'version.js': ['getCapacity'],
    }
    for (const [path, names] of Object.entries(shapes)) {
      const module = load(path)
      const missing = names.filter((name) => module[name] === undefined)
      expect(missing, `${dependency}: ${path} lacks ${missing.join(', ')}`).toEqual([])
    }
  })

  it('they still give the QR standard numbers (ISO/IEC 18004 table 7, version 40)', () => {
    const mode = load('mode.js') as Record<string, unknown>
    const level = load('error-correction-level.js') as { from(value: string): unknown }
    const versions = load('version.js') as { getCapacity(v: number, l: unknown, m?: unknown): number }
    const segments = load('segments.js') as { fromString(data: string, v: number): Array<{ getBitsLength(): number }> }
    const capacity = (l: string, m: string) => versions.getCapacity(40, level.from(l), mode[m])
    expect(capacity('L', 'BYTE'), dependency).toBe(2953)
    expect(capacity('H', 'NUMERIC'), dependency).toBe(3057)
    expect(capacity('Q', 'ALPHANUMERIC'), dependency).toBe(2420)
    expect(capacity('M', 'MIXED'), dependency).toBe(18672)
    // 12 digits in numeric mode: 4 bits of mode + 14 of count (version 40) + 40 of data.
    const bits = segments.fromString('123456789012', 40).reduce((sum, s) => sum + 4 + 14 + s.getBitsLength(), 0)
    expect(bits, dependency).toBe(58)
  })
})

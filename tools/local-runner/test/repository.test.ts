/**
 * Checks on the repository as a whole (every app, present and future): what core owns is not
 * copied into a service, and the repository stands on its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const SKIP = new Set(['node_modules', 'dist', '.git', '.turbo', 'coverage'])

/** Every file under `dir` whose name ends with one of `endings`, as paths relative to the root. */
function filesUnder(dir: string, endings: readonly string[]): string[] {
  const out: string[] = []
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      if (SKIP.has(entry)) continue
      const full = join(path, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (endings.some((ending) => entry.endsWith(ending))) out.push(relative(root, full))
    }
  }
  walk(join(root, dir))
  return out
}

const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('what core owns is not copied into a service', () => {
  const sources = [...filesUnder('apps', ['.ts']), ...filesUnder('packages', ['.ts'])].filter(
    (path) => !path.startsWith('packages/core/') && !path.includes('/test/'),
  )

  it('JSON paths are written by core (appendKey, appendPath, formatPath), not by a local identifier test', () => {
    const copies = sources.filter((path) => read(path).includes('[A-Za-z_$][\\w$]*'))
    expect(copies).toEqual([])
  })

  it('the idempotent methods come from @svc/core/methods', () => {
    const idempotentSet = /new Set\(\[[^\]]*'GET'[^\]]*'PUT'[^\]]*'DELETE'[^\]]*\]\)/
    expect(sources.filter((path) => idempotentSet.test(read(path)))).toEqual([])
  })
})

describe('the repository stands on its own', () => {
  it('cites no specification a reader of this repository does not have', () => {
    const texts = [...filesUnder('.', ['.ts', '.md', '.json', '.mjs'])].filter(
      (path) => !path.endsWith('pnpm-lock.yaml') && path !== 'tools/local-runner/test/repository.test.ts',
    )
    const outside = [/seeds\//, /\bCONTRACT\.md/, /seed 000|\bthe seed\b|seed's/i]
    expect(texts.filter((path) => outside.some((pattern) => pattern.test(read(path))))).toEqual([])
  })

  it("lists every service's own environment variables in the root README", async () => {
    const { services } = await import('../src/services.js')
    const readme = read('README.md')
    const missing = services.flatMap((service) =>
      Object.keys(service.env?.shape ?? {})
        .filter((name) => !readme.includes(`\`${name}\``))
        .map((name) => `${service.name}: ${name}`),
    )
    expect(missing).toEqual([])
  })
})

/**
 * Core recognises zod errors and builds OpenAPI from the services' zod schemas: every package must
 * use the one zod copy. Core takes it as a peer dependency; every workspace package resolves the same.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const core = fileURLToPath(new URL('../', import.meta.url))

interface Manifest {
  name: string
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

function workspacePackages(): { dir: string; manifest: Manifest }[] {
  const found: { dir: string; manifest: Manifest }[] = []
  for (const group of ['apps', 'packages', 'tools', 'bench']) {
    const base = join(root, group)
    let entries: string[]
    try {
      entries = readdirSync(base)
    } catch {
      continue
    }
    for (const dir of [base, ...entries.map((entry) => join(base, entry))]) {
      try {
        found.push({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) })
      } catch {}
    }
  }
  return found
}

function zodResolvedFrom(dir: string): string {
  return realpathSync(dirname(createRequire(join(dir, 'package.json')).resolve('zod/package.json')))
}

describe('one zod', () => {
  it('core takes zod as a peer dependency, not a dependency of its own', () => {
    const manifest: Manifest = JSON.parse(readFileSync(join(core, 'package.json'), 'utf8'))
    expect(manifest.dependencies?.zod).toBeUndefined()
    expect(manifest.peerDependencies?.zod).toMatch(/^\^4\./)
  })

  it('every workspace package that uses zod resolves the same copy as core', () => {
    const users = workspacePackages().filter(({ manifest }) =>
      [manifest.dependencies, manifest.peerDependencies, manifest.devDependencies].some((deps) => deps?.zod),
    )
    expect(users.length).toBeGreaterThan(2)
    const coreCopy = zodResolvedFrom(core)
    for (const { dir, manifest } of users)
      expect([manifest.name, zodResolvedFrom(dir)]).toEqual([manifest.name, coreCopy])
  })
})

/**
 * The Dockerfile template's package pruning (PACKAGE_PRUNE) never removes what a service loads: for every
 * app that depends on a pruned package, the package's Node entry points (its "main" and every non-browser
 * "exports" target) and every `'<package>/<file>'` its sources name stay outside the pruned paths.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACKAGE_PRUNE, packagePrunePaths } from '../src/docker.mjs'

const root = new URL('../../..', import.meta.url).pathname
const apps = readdirSync(join(root, 'apps')).filter((folder) => {
  try {
    return statSync(join(root, 'apps', folder, 'package.json')).isFile()
  } catch {
    return false
  }
})
const pruned = PACKAGE_PRUNE as Record<string, string[]>
const escaped = Object.keys(pruned).map((name) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
/** `from 'x'`, `import('x')`, `require('x')` of a pruned package by its bare name. */
const bareImport = new RegExp(`(?:from |import\\(|require\\()['"](${escaped.join('|')})['"]`, 'g')
/** `'<package>/<path>'` anywhere in a source. */
const reference = new RegExp(`['"\`](${escaped.join('|')})/([^'"\`$]+)['"\`]`, 'g')
/** Every app and workspace package with sources. */
const sourceDirs = [
  ...apps.map((folder) => join(root, 'apps', folder)),
  ...readdirSync(join(root, 'packages')).map((folder) => join(root, 'packages', folder)),
].filter((dir) => {
  try {
    return statSync(join(dir, 'src')).isDirectory()
  } catch {
    return false
  }
})

/** A pruned path (with `*` globs) as a test for a path inside the package: the path itself or below it. */
const pattern = (path: string) =>
  new RegExp(
    `^${path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}(/|$)`,
  )
const isPruned = (name: string, file: string) =>
  (pruned[name] ?? []).some((path) => pattern(path).test(file.replace(/^\.\//, '')))

/** Every file path an "exports" value names, browser-only conditions and type declarations aside. */
function exportTargets(value: unknown, condition = ''): string[] {
  if (typeof value === 'string') return condition === 'browser' || condition === 'types' ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => exportTargets(item, condition))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, key.startsWith('.') ? '' : key))
  return []
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('PACKAGE_PRUNE', () => {
  it('names paths inside each package only', () => {
    for (const paths of Object.values(pruned)) {
      for (const path of paths) expect(path).toMatch(/^[\w@.*-]+(\/[\w@.*-]+)*$/)
      for (const path of paths) expect(path.split('/')).not.toContain('..')
    }
    expect(packagePrunePaths().flat().length).toBe(Object.values(pruned).flat().length)
  })

  it('keeps the entry points of every pruned package a source imports by name', () => {
    const checked = new Set<string>()
    for (const dir of sourceDirs) {
      for (const file of sourceFiles(join(dir, 'src'))) {
        for (const [, name] of readFileSync(file, 'utf8').matchAll(bareImport)) {
          const pkg = JSON.parse(readFileSync(join(dir, 'node_modules', name!, 'package.json'), 'utf8'))
          const entries = [pkg.main ?? 'index.js', ...exportTargets(pkg.exports)].filter((e) => !e.includes('*'))
          for (const entry of entries) {
            expect(isPruned(name!, entry), `${file.slice(root.length)}: ${name}/${entry}`).toBe(false)
            checked.add(`${name}/${entry.replace(/^\.\//, '')}`)
          }
        }
      }
    }
    // exceljs's main (format-converter, pdf-extract) and pdf-lib's (@svc/pdf-guard) are among them
    expect(checked).toContain('exceljs/excel.js')
    expect(checked).toContain('pdf-lib/cjs/index.js')
  })

  it('keeps every file of a pruned package that an app or package source names', () => {
    const found: string[] = []
    for (const dir of sourceDirs) {
      for (const file of sourceFiles(join(dir, 'src'))) {
        for (const [, name, path] of readFileSync(file, 'utf8').matchAll(reference)) {
          found.push(`${name}/${path}`)
          expect(isPruned(name!, path!), `${file.slice(root.length)} names ${name}/${path}`).toBe(false)
        }
      }
    }
    // the fonts format-converter embeds and the pdfjs build pdf-extract loads are among them
    expect(found).toContain('dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf')
    expect(found).toContain('pdfjs-dist/legacy/build/pdf.mjs')
  })

  it('the pattern test matches a path and what is below it, and no sibling', () => {
    expect(isPruned('dejavu-fonts-ttf', 'ttf/DejaVuSerif-Bold.ttf')).toBe(true)
    expect(isPruned('dejavu-fonts-ttf', 'ttf/DejaVuSans-Bold.ttf')).toBe(false)
    expect(isPruned('dejavu-fonts-ttf', 'ttf/DejaVuSansMono-BoldOblique.ttf')).toBe(true)
    expect(isPruned('dejavu-fonts-ttf', 'ttf/DejaVuSansMono-Bold.ttf')).toBe(false)
    expect(isPruned('pdfjs-dist', 'build/pdf.mjs')).toBe(true)
    expect(isPruned('pdfjs-dist', 'legacy/build/pdf.mjs')).toBe(false)
    expect(isPruned('pdfjs-dist', './legacy/build/pdf.worker.mjs')).toBe(false)
  })
})

#!/usr/bin/env node
// Prints one closing line for the whole suite from every package's vitest JSON report
// (test-results.json, written by each vitest.config.ts): "Tests: N passed, N failed, N skipped".
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
let passed = 0
let failed = 0
let skipped = 0
let packages = 0
for (const group of ['apps', 'packages', 'tools']) {
  if (!existsSync(join(root, group))) continue
  for (const name of readdirSync(join(root, group))) {
    const file = join(root, group, name, 'test-results.json')
    if (!existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    packages++
  }
}
console.log(`${packages} packages tested`)
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)

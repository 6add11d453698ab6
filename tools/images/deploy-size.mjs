#!/usr/bin/env node
// What `pnpm deploy --prod` carries into each image, before and after the Dockerfile template's pruning
// (tools/deploy/src/docker.mjs): the deployed folder's size with only the earlier pruning (source maps,
// declarations, docs) and with the current one (also TypeScript sources, dependencies' tests, benchmarks
// and examples, and the parts of packages in PACKAGE_PRUNE), and the largest dependencies left
// (`du -sb`, MB). Needs the apps built (`pnpm build`).
//   node tools/images/deploy-size.mjs [SERVICE...]
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { committedApps } from '../../packages/client/scripts/committed-apps.mjs'
import { packagePrunePaths } from '../deploy/src/docker.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const pnpm = ['npx', '-y', 'pnpm@10.34.8']
const wanted = process.argv.slice(2)
const folders = committedApps(root).filter((folder) => wanted.length === 0 || wanted.includes(folder))

const sh = (script, cwd) => execFileSync('bash', ['-c', script], { cwd, encoding: 'utf8' })
const kb = (dir) => Number(sh(`du -sb ${JSON.stringify(dir)} | cut -f1`)) / 1024
const EARLIER = `find . -type f \\( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.tsbuildinfo' -o -name '*.md' -o -name '*.markdown' \\) -delete`
const NOW =
  `find . -type f \\( -name '*.ts' -o -name '*.mts' -o -name '*.cts' \\) -delete && ` +
  `find node_modules -type d \\( -name test -o -name tests -o -name __tests__ -o -name benchmark -o -name benchmarks -o -name example -o -name examples \\) -prune -exec rm -rf {} + && ` +
  `cd node_modules/.pnpm && rm -rf ${packagePrunePaths().flat().join(' ')}`

const rows = []
for (const folder of folders) {
  const out = join(mkdtempSync(join(tmpdir(), 'deploy-size-')), 'out')
  const pkg = `@svc/${folder}`
  execFileSync(pnpm[0], [...pnpm.slice(1), '--filter', pkg, '--prod', 'deploy', '--legacy', out], {
    cwd: root,
    stdio: 'ignore',
  })
  sh(EARLIER, out)
  const before = kb(out)
  sh(NOW, out)
  const after = kb(out)
  const store = join(out, 'node_modules', '.pnpm')
  const largest = readdirSync(store)
    .filter((name) => name !== 'node_modules' && name !== 'lock.yaml')
    .map((name) => ({ name: name.replace(/@[^@]+$/, '').replace(/\+/g, '/'), kb: kb(join(store, name)) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
  rows.push({ folder, before, after, largest })
  rmSync(join(out, '..'), { recursive: true, force: true })
  console.error(`${folder}: ${(before / 1024).toFixed(1)} MB -> ${(after / 1024).toFixed(1)} MB`)
}
console.log('| service | deployed before (MB) | after (MB) | largest dependencies left |')
console.log('| --- | ---: | ---: | --- |')
for (const r of rows) {
  const deps = r.largest.map((d) => `${d.name} ${(d.kb / 1024).toFixed(1)}`).join(', ')
  console.log(`| ${r.folder} | ${(r.before / 1024).toFixed(1)} | ${(r.after / 1024).toFixed(1)} | ${deps} |`)
}

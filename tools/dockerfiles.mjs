#!/usr/bin/env node
// Generates every deployment file from one service table (tools/deploy/src/services.mjs): each
// apps/<service>/Dockerfile, docker-compose.yml, deploy/kubernetes/**, deploy/observability/**,
// deploy/haproxy/haproxy.cfg and
// .github/workflows/deploy.yml.
// `--check` fails when a committed file differs from what the templates give (CI drift check).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compose, dockerfile } from './deploy/src/docker.mjs'
import { haproxyConfig } from './deploy/src/haproxy.mjs'
import { kubernetesFiles } from './deploy/src/kubernetes.mjs'
import { observabilityFiles } from './deploy/src/observability.mjs'
import { loadServices } from './deploy/src/services.mjs'
import { deployWorkflow } from './deploy/src/workflow.mjs'

const root = new URL('..', import.meta.url).pathname
const PNPM = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const check = process.argv.includes('--check')

const services = await loadServices(root)
const files = new Map(services.map((s) => [join(root, 'apps', s.folder, 'Dockerfile'), dockerfile(PNPM, s)]))
files.set(join(root, 'docker-compose.yml'), compose(services))
for (const [path, text] of kubernetesFiles(services)) files.set(join(root, 'deploy', 'kubernetes', path), text)
files.set(join(root, 'deploy', 'haproxy', 'haproxy.cfg'), haproxyConfig(services))
files.set(join(root, '.github', 'workflows', 'deploy.yml'), deployWorkflow(services))
for (const [path, text] of observabilityFiles(services)) files.set(join(root, 'deploy', 'observability', path), text)

let drift = 0
let written = 0
for (const [path, text] of files) {
  let current = ''
  try {
    current = readFileSync(path, 'utf8')
  } catch {}
  if (current === text) continue
  if (check) {
    console.error(`drift: ${path.slice(root.length)} differs from the template (run pnpm dockerfiles)`)
    drift++
  } else {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, text)
    written++
  }
}
console.log(
  check
    ? `deploy files: ${files.size - drift} up to date, ${drift} drifted`
    : `deploy files: ${written} written, ${files.size - written} unchanged`,
)
process.exit(drift ? 1 : 0)

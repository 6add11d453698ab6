#!/usr/bin/env node
// Deployability check (Docker cannot be built here): for each service, `pnpm deploy --prod` into a
// temporary folder, start `node dist/server.js` from it with plain node, and require 200 from /health.
// Usage: node tools/deploy-check.mjs [service ...]   (default: every service committed under apps/)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { committedApps } from '../packages/client/scripts/committed-apps.mjs'

const root = new URL('..', import.meta.url).pathname
const names = process.argv.slice(2).length ? process.argv.slice(2) : committedApps(root)
const work = mkdtempSync(join(tmpdir(), 'deploy-check-'))
// The pnpm running this script (npx or global), so a fresh machine needs no global pnpm.
const execPath = process.env.npm_execpath
const pnpm = execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm']

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url, child, ms) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (child.exitCode !== null) return `exited with ${child.exitCode}`
    try {
      const res = await fetch(url)
      if (res.status === 200) return undefined
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  return `no 200 from /health within ${ms} ms`
}

let failed = 0
for (const name of names) {
  const manifest = JSON.parse(readFileSync(join(root, 'apps', name, 'package.json'), 'utf8'))
  const out = join(work, name)
  const deploy = spawnSync(
    pnpm[0],
    [...pnpm.slice(1), '--filter', manifest.name, '--prod', 'deploy', '--legacy', out],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
  if (deploy.status !== 0 || !existsSync(join(out, 'dist', 'server.js'))) {
    console.error(`FAIL ${name}: pnpm deploy failed\n${deploy.stderr}${deploy.stdout}`)
    failed++
    continue
  }
  const port = await freePort()
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: out,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_KEYS: 'deploy-check',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr += d
  })
  const problem = await waitForHealth(`http://127.0.0.1:${port}/health`, child, 20_000)
  child.kill('SIGTERM')
  if (problem) {
    console.error(`FAIL ${name}: ${problem}\n${stderr}`)
    failed++
  } else console.log(`ok   ${name}: pnpm deploy folder started with plain node and answered /health`)
}
rmSync(work, { recursive: true, force: true })
console.log(`deploy check: ${names.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

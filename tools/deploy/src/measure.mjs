#!/usr/bin/env node
// Measures what the resource profiles are sized from: each service's standalone process idle, then under
// c=100 with the first JSON example of its OpenAPI document for a few seconds (loopback only). Prints RSS
// idle and peak (VmHWM), requests per second and CPU cores used. Usage (after pnpm build):
//   node tools/deploy/src/measure.mjs [--seconds 5] [service-folder ...]
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { committedApps } from './services.mjs'

const root = new URL('../../..', import.meta.url).pathname
const args = process.argv.slice(2)
const at = args.indexOf('--seconds')
const seconds = at >= 0 ? Number(args.splice(at, 2)[1]) : 5
const folders = args.length ? args : committedApps(root)
const autocannon = join(root, 'bench', 'node_modules', '.bin', 'autocannon')
const KEY = 'measure-key'

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
const status = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024
/** utime + stime of a process, in clock ticks (100 per second on Linux). */
const cpuTicks = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

async function waitForHealth(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no /health at ${url}`)
}

function firstJsonExample(document) {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const json = operations.post?.requestBody?.content?.['application/json']
    const example = json?.example ?? json?.schema?.examples?.[0]
    if (example !== undefined) return { path, body: JSON.stringify(example) }
  }
  return { path: '/health', body: undefined }
}

console.log('| service | idle RSS MiB | peak RSS MiB under c=100 | req/s | CPU cores |')
console.log('|---|---|---|---|---|')
for (const folder of folders) {
  const port = await freePort()
  const child = spawn(process.execPath, [join(root, 'apps', folder, 'dist', 'server.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', GATEWAY_KEYS: KEY, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`${base}/health`)
    await new Promise((r) => setTimeout(r, 1000))
    const idle = status(child.pid, 'VmRSS')
    const { path, body } = firstJsonExample(await (await fetch(`${base}/openapi.json`)).json())
    const ticks = cpuTicks(child.pid)
    const run = spawnSync(
      autocannon,
      [
        '-j',
        '-c',
        '100',
        '-d',
        String(seconds),
        '-H',
        `x-gateway-key=${KEY}`,
        '-H',
        'content-type=application/json',
        ...(body ? ['-m', 'POST', '-b', body] : []),
        `${base}${path}`,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
    const result = JSON.parse(run.stdout)
    const cores = (cpuTicks(child.pid) - ticks) / 100 / seconds
    const row = [
      folder,
      idle.toFixed(0),
      status(child.pid, 'VmHWM').toFixed(0),
      Math.round(result.requests.average),
      cores.toFixed(2),
    ]
    console.log(`| ${row.join(' | ')} |`)
  } finally {
    child.kill('SIGTERM')
  }
}

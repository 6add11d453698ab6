#!/usr/bin/env node
// Builds each service's image from its generated Dockerfile and runs it for real, then prints one table:
// /health and /ready 200, the OpenAPI example answered 2xx, 401 without a key, a non-root process, the
// image's HEALTHCHECK exits 0, SIGTERM with requests in flight exits 0 within the grace period with every
// accepted request answered, a read-only root with a writable /tmp tmpfs and no capabilities (the
// docker-compose.yml hardening), and the image size.
//
// Engine: `docker` where a Docker engine answers, else buildah (build) and podman (run). Where no
// node:20-slim can be pulled, tools/images/stand-in-base.sh builds a local stand-in first (never pushed).
// Machine-specific workarounds are detected, or set by flags:
//   --engine docker|buildah   force the engine
//   --runtime NAME            podman's OCI runtime (default: runc when installed: crun refuses hybrid cgroups)
//   --ulimit NAME=SOFT:HARD   repeatable (default with podman: nofile and nproc at this host's hard limits,
//                             since podman's defaults may exceed what root may raise here)
//   --ca-file FILE            a CA bundle the builds need for HTTPS (default: $NODE_EXTRA_CA_CERTS when set)
//   --no-build                check images already built
//   --json FILE               the results as JSON
// Usage: node tools/images.mjs [options] [service ...]   (default: every service)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { exampleRequest } from './deploy/src/openapi-example.mjs'
import { committedApps } from './deploy/src/services.mjs'

const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const flags = { ulimit: [] }
const names = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (arg === '--no-build') flags.noBuild = true
  else if (arg === '--ulimit') flags.ulimit.push(args[++i])
  else if (['--engine', '--runtime', '--ca-file', '--json'].includes(arg)) flags[arg.slice(2)] = args[++i]
  else names.push(arg)
}
const folders = names.length ? names : committedApps(root)
const KEY = 'images-check-key'
const GRACE_MS = 10_000
const MB = 1_000_000

const run = (cmd, argv, options = {}) => spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * MB, ...options })
const ok = (cmd, argv) => run(cmd, argv, { timeout: 20_000 }).status === 0
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const engine = flags.engine ?? (ok('docker', ['version', '--format', '{{.Server.Version}}']) ? 'docker' : 'buildah')
const cli = engine === 'docker' ? 'docker' : 'podman'
const runtime = flags.runtime ?? (engine === 'buildah' && ok('runc', ['--version']) ? 'runc' : undefined)
/**
 * podman's default limits may exceed what this host lets a container set (runc: "error setting rlimit
 * type 6"): the first set a container starts with, from the host's hard limits down.
 */
function detectUlimits() {
  if (flags.ulimit.length || engine === 'docker') return flags.ulimit
  const [nofile, nproc] = run('sh', ['-c', 'ulimit -Hn; ulimit -Hu']).stdout.trim().split('\n')
  const candidates = [[]]
  for (const processes of [nproc, '65536', '32768', '16384']) {
    if (processes === 'unlimited' || nofile === 'unlimited') continue
    candidates.push([`nofile=${nofile}:${nofile}`, `nproc=${processes}:${processes}`])
  }
  for (const candidate of candidates) {
    const probe = run('podman', [
      'run',
      '--rm',
      ...(runtime ? ['--runtime', runtime] : []),
      ...candidate.flatMap((u) => ['--ulimit', u]),
      'node:20-slim',
      'true',
    ])
    if (probe.status === 0) return candidate
  }
  throw new Error('no container starts with any ulimit set tried: set --ulimit')
}
const caFile = flags['ca-file'] ?? process.env.NODE_EXTRA_CA_CERTS

const imageOf = (folder) => `svc-suite/${folder}:latest`
const imageSize = (image) => Number(run(cli, ['image', 'inspect', '--format', '{{.Size}}', image]).stdout.trim())
const hasImage = (image) => run(cli, ['image', 'inspect', image]).status === 0

/** The base every Dockerfile starts from: present, pulled, or (no registry) the local stand-in. */
function ensureBase() {
  if (hasImage('node:20-slim')) return 'present'
  const pull = run(cli, ['pull', 'docker.io/library/node:20-slim'], { timeout: 120_000 })
  if (pull.status === 0) return 'pulled'
  if (engine === 'docker') throw new Error('node:20-slim cannot be pulled; pull or load it first')
  console.error('node:20-slim cannot be pulled: building the local stand-in (tools/images/stand-in-base.sh)')
  const standIn = run('bash', [join(root, 'tools/images/stand-in-base.sh'), ...(caFile ? ['--ca-file', caFile] : [])], {
    stdio: 'inherit',
  })
  if (standIn.status !== 0) throw new Error('the stand-in base could not be built')
  return 'stand-in'
}

function build(folder) {
  const argv =
    engine === 'docker'
      ? ['build', '-f', `apps/${folder}/Dockerfile`, '-t', imageOf(folder), '.']
      : [
          'bud',
          '--pull=never',
          '--isolation',
          'chroot',
          '--layers',
          '--format',
          'docker',
          '-f',
          `apps/${folder}/Dockerfile`,
          '-t',
          imageOf(folder),
          '.',
        ]
  const started = Date.now()
  const result = run(engine === 'docker' ? 'docker' : 'buildah', argv, { cwd: root })
  if (result.status !== 0) {
    const tail = (result.stderr + result.stdout).trim().split('\n').slice(-15).join('\n')
    throw new Error(`build failed:\n${tail}`)
  }
  return Date.now() - started
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** /proc/<pid>/status of the container's main process, read from the host. */
function procStatus(name) {
  const pid = run(cli, ['inspect', '--format', '{{.State.Pid}}', name]).stdout.trim()
  const text = readFileSync(`/proc/${pid}/status`, 'utf8')
  return {
    uid: Number(/^Uid:\s+(\d+)\s+(\d+)/m.exec(text)?.[2]),
    capEff: /^CapEff:\s+(\w+)/m.exec(text)?.[1],
  }
}

async function until(deadlineMs, probe) {
  const end = Date.now() + deadlineMs
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return true
    await sleep(200)
  }
  return false
}

async function check(folder, port) {
  const name = `svc-images-${folder}`
  run(cli, ['rm', '-f', name])
  const started = run(cli, [
    'run',
    '-d',
    '--name',
    name,
    ...(runtime && cli === 'podman' ? ['--runtime', runtime] : []),
    ...ulimits.flatMap((u) => ['--ulimit', u]),
    '--network',
    'host',
    '-e',
    `PORT=${port}`,
    '-e',
    'HOST=127.0.0.1',
    '-e',
    `GATEWAY_KEYS=${KEY}`,
    '-e',
    'LOG_LEVEL=warn',
    '-e',
    `SHUTDOWN_GRACE_MS=${GRACE_MS}`,
    // The docker-compose.yml hardening.
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    imageOf(folder),
  ])
  if (started.status !== 0) throw new Error(`run failed: ${started.stderr.trim().split('\n').slice(-3).join(' ')}`)
  const base = `http://127.0.0.1:${port}`
  const results = {}
  try {
    const t0 = Date.now()
    results.health = (await until(60_000, async () => (await fetch(`${base}/health`)).status === 200)) ? 200 : 'none'
    results.startMs = Date.now() - t0
    results.ready = (await fetch(`${base}/ready`)).status
    const request = exampleRequest(await (await fetch(`${base}/openapi.json`)).json())
    const call = (headers = {}) =>
      fetch(`${base}${request.path}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(request.body ? { body: request.body } : {}),
      })
    results.example = `${request.method} ${request.path} ${(await call({ 'x-gateway-key': KEY })).status}`
    // GET /health is public: a service without a JSON example is checked for 401 on its first route.
    results.noKey = request.method === 'POST' ? (await call()).status : 'n/a'
    const status = procStatus(name)
    results.uid = status.uid
    results.capEff = status.capEff
    results.readOnly = run(cli, ['inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', name]).stdout.trim()
    const writes = run(cli, [
      'exec',
      name,
      'node',
      '-e',
      "const fs=require('fs');fs.writeFileSync('/tmp/w','1');let root=false;try{fs.writeFileSync('/app/w','1');root=true}catch{};process.stdout.write(root?'root-writable':'tmp-only')",
    ])
    results.writes = writes.stdout.trim() || writes.stderr.trim().split('\n').pop()
    results.healthcheck =
      cli === 'podman'
        ? run('podman', ['healthcheck', 'run', name]).status
        : run('docker', [
            'exec',
            name,
            ...JSON.parse(
              run('docker', ['inspect', '--format', '{{json .Config.Healthcheck.Test}}', imageOf(folder)]).stdout,
            ).slice(1),
          ]).status
    // SIGTERM with requests in flight (sent once the first of them is answered): each is answered, or
    // refused as arriving after the signal (connection refused, or the closing server's 503), never cut.
    let firstAnswer
    const answeredOnce = new Promise((resolve) => {
      firstAnswer = resolve
    })
    const inFlight = Array.from({ length: 40 }, () =>
      call({ 'x-gateway-key': KEY }).then(
        async (res) => {
          await res.arrayBuffer()
          firstAnswer()
          if (res.status >= 200 && res.status < 300) return 'answered'
          return res.status === 503 ? 'refused' : `status ${res.status}`
        },
        (error) => (error.cause?.code === 'ECONNREFUSED' ? 'refused' : `lost (${error.cause?.code ?? error.message})`),
      ),
    )
    await Promise.race([answeredOnce, sleep(10_000)])
    const signalled = Date.now()
    run(cli, ['kill', '--signal', 'TERM', name])
    const outcomes = await Promise.all(inFlight)
    const exit = run(cli, ['wait', name], { timeout: GRACE_MS + 10_000 })
    results.sigtermMs = Date.now() - signalled
    results.exitCode = Number(exit.stdout.trim())
    results.answered = outcomes.filter((o) => o === 'answered').length
    results.refused = outcomes.filter((o) => o === 'refused').length
    results.failed = outcomes.filter((o) => o !== 'answered' && o !== 'refused')
  } finally {
    run(cli, ['rm', '-f', name])
  }
  return results
}

function verdict(r) {
  const problems = []
  if (r.health !== 200) problems.push('/health')
  if (r.ready !== 200) problems.push('/ready')
  if (!/ 2\d\d$/.test(r.example ?? '')) problems.push('example')
  if (r.noKey !== 401 && r.noKey !== 'n/a') problems.push('401')
  if (!(r.uid > 0)) problems.push('uid')
  if (r.healthcheck !== 0) problems.push('HEALTHCHECK')
  if (r.exitCode !== 0 || r.sigtermMs > GRACE_MS || r.failed?.length || !(r.answered > 0)) problems.push('SIGTERM')
  if (r.readOnly !== 'true' || r.writes !== 'tmp-only' || r.capEff !== '0000000000000000') problems.push('hardening')
  return problems
}

const baseState = flags.noBuild ? 'not checked' : ensureBase()
const ulimits = detectUlimits()
const baseSize = imageSize('node:20-slim')
console.error(`base node:20-slim: ${baseState}, ${(baseSize / MB).toFixed(0)} MB`)
console.error(
  `engine: ${engine}${runtime ? `, runtime ${runtime}` : ''}${ulimits.length ? `, ulimits ${ulimits.join(' ')}` : ''}`,
)
const rows = []
for (const folder of folders) {
  if (!existsSync(join(root, 'apps', folder, 'Dockerfile'))) throw new Error(`no apps/${folder}/Dockerfile`)
  const row = { service: folder }
  try {
    if (!flags.noBuild) row.buildMs = build(folder)
    row.sizeMB = imageSize(imageOf(folder)) / MB
    Object.assign(row, await check(folder, await freePort()))
    row.problems = verdict(row)
  } catch (error) {
    row.problems = [error.message]
  }
  rows.push(row)
  console.error(
    `${row.problems.length ? 'FAIL' : 'ok  '} ${folder}${row.problems.length ? `: ${row.problems.join(', ')}` : ''}`,
  )
}

const cell = (value) => (value === undefined ? '-' : String(value))
console.log(
  `Base node:20-slim (${baseState}): ${(baseSize / MB).toFixed(0)} MB. Engine ${engine}${runtime ? `, runtime ${runtime}` : ''}${ulimits.length ? `, --ulimit ${ulimits.join(' --ulimit ')}` : ''}.\n`,
)
console.log(
  '| service | build s | image MB | above base MB | /health, /ready | example request | no key | uid | HEALTHCHECK exit | SIGTERM: exit, ms, answered / refused / lost of 40 | read-only root, /tmp, CapEff | result |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${[
      r.service,
      r.buildMs === undefined ? '-' : (r.buildMs / 1000).toFixed(0),
      r.sizeMB === undefined ? '-' : r.sizeMB.toFixed(0),
      r.sizeMB === undefined ? '-' : (r.sizeMB - baseSize / MB).toFixed(0),
      `${cell(r.health)}, ${cell(r.ready)}`,
      cell(r.example),
      cell(r.noKey),
      cell(r.uid),
      cell(r.healthcheck),
      r.exitCode === undefined
        ? '-'
        : `${r.exitCode}, ${r.sigtermMs}, ${r.answered} / ${r.refused} / ${r.failed.length}`,
      r.readOnly === undefined ? '-' : `${r.readOnly === 'true' ? 'ro' : 'rw'}, ${r.writes}, ${r.capEff}`,
      r.problems.length ? `FAIL: ${r.problems.join('; ').replaceAll('\n', ' ').slice(0, 200)}` : 'ok',
    ].join(' | ')} |`,
  )
}
if (flags.json)
  writeFileSync(flags.json, `${JSON.stringify({ engine, runtime, baseState, baseSize, rows }, null, 2)}\n`)
const failed = rows.filter((r) => r.problems.length).length
console.error(`images: ${rows.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

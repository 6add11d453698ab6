#!/usr/bin/env node
// Rolling restart under load, behind a real gateway (loopback only): per named service, HAProxy rendered
// from the reference template (haproxy.mjs) in front of two replicas (plain node processes on 127.0.0.1),
// steady load through the proxy (autocannon, c=50, the service's OpenAPI example request), then
//   1. baseline: the load alone;
//   2. rollout: every replica replaced in turn, twice, the way an orchestrator does it (SIGTERM, wait for
//      exit, start a new one on the same address, wait for /ready, wait for the proxy to route to it);
//   3. SIGKILL: one replica killed under load (not graceful): requests failed, time until out of rotation.
// Pass: no non-2xx, no socket error, no request lost, p99 during the rollout within 3x of the baseline.
// Every phase has a deadline. Usage (after the apps are built):
//   node tools/deploy/src/rollout.mjs [--seconds 5] [--drain-ms 4000] [--json file] [service ...]   (default: every service)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { DRAIN_MS, haproxyConfig } from './haproxy.mjs'
import { exampleRequest } from './openapi-example.mjs'
import { loadServices } from './services.mjs'

const root = new URL('../../..', import.meta.url).pathname
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 ? args.splice(at, 2)[1] : fallback
}
const seconds = Number(option('--seconds', '5'))
const jsonOut = option('--json', undefined)
/** The replicas' SHUTDOWN_DRAIN_MS: the gateway's check time by default; `--drain-ms 0` shows what it prevents. */
const drainMs = Number(option('--drain-ms', String(DRAIN_MS)))
const KEY = 'rollout-test-key'
const CONNECTIONS = 50
/** The services' own grace (core's default): a replica still running after it has failed the test. */
const GRACE_MS = 10_000
/** A replica's start, which on a host at load average 20 on 2 cores took up to 12 s. */
const STARTUP_MS = 60_000
/** Every process started here, so that an interrupted run leaves none behind. */
const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    process.exit(130)
  })
}
const track = (child) => {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function until(what, deadlineMs, probe) {
  const end = Date.now() + deadlineMs
  while (Date.now() < end) {
    if (await probe().catch(() => false)) return
    await sleep(50)
  }
  throw new Error(`${what}: not within ${deadlineMs} ms`)
}

/** A replica: the service's standalone server, as its image runs it, on a fixed loopback port. */
function startReplica(service, port) {
  const child = track(
    spawn(process.execPath, [join(root, 'apps', service.folder, 'dist', 'server.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        GATEWAY_KEYS: KEY,
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        SHUTDOWN_DRAIN_MS: String(drainMs),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  const exited = once(child, 'exit')
  return { child, port, exited }
}

const ready = (port) => fetch(`http://127.0.0.1:${port}/ready`).then((res) => res.status === 200)

/** HAProxy's stats socket: each server's status (UP, DOWN, ...). */
function serverStates(socketPath) {
  return new Promise((resolve, reject) => {
    let text = ''
    const socket = connect(socketPath, () => socket.end('show stat\n'))
    socket.on('data', (chunk) => {
      text += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const [header, ...rows] = text.trim().split('\n')
      const columns = header.replace(/^# /, '').split(',')
      const states = {}
      for (const row of rows) {
        const cells = row.split(',')
        const record = Object.fromEntries(columns.map((name, i) => [name, cells[i]]))
        if (record.svname !== 'FRONTEND' && record.svname !== 'BACKEND') states[record.svname] = record.status
      }
      resolve(states)
    })
  })
}

const freshCounts = () => ({
  failures: {},
  lines: 0,
  non2xx: 0,
  serverSide: 0,
  clientAborted: 0,
  retried: 0,
  byServer: {},
})

/** Counts from HAProxy's per-request log (`status termination-state server retries`), per phase. */
function proxyLog(stream) {
  const log = { counts: freshCounts() }
  createInterface({ input: stream }).on('line', (line) => {
    const counts = log.counts
    const [status, termination, server, retries] = line.trim().split(' ')
    // Only the per-request lines (the log also carries the health checks' state changes).
    if (!/^-?\d+$/.test(status ?? '') || !/^[-A-Za-z]{2}$/.test(termination ?? '')) return
    counts.lines++
    counts.byServer[server] ??= { requests: 0, failed: 0, last: 0 }
    const entry = counts.byServer[server]
    entry.requests++
    entry.last = Date.now()
    if (Number(retries) > 0 || retries?.startsWith('+')) counts.retried++
    if (termination[0] === 'C') counts.clientAborted++
    else if (!/^2/.test(status) || termination[0] !== '-') {
      counts.non2xx++
      entry.failed++
      counts.failures[`${status} ${termination} ${server}`] =
        (counts.failures[`${status} ${termination} ${server}`] ?? 0) + 1
      if (termination[0] !== '-') counts.serverSide++
    }
  })
  return log
}

/** autocannon through the proxy until stopped (or its cap); resolves with its result. */
function load(url, request, maxSeconds) {
  const instance = autocannon({
    url,
    method: request.method,
    connections: CONNECTIONS,
    duration: maxSeconds,
    timeout: 20,
    headers: { 'content-type': 'application/json', 'x-gateway-key': KEY },
    ...(request.body ? { body: request.body } : {}),
  })
  const done = new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject))
  return { stop: () => instance.stop(), done }
}

const summary = (result, counts) => ({
  sent: result.requests.sent,
  answered: result.requests.total,
  reqPerSec: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  socketErrors: result.errors,
  timeouts: result.timeouts,
  proxyNon2xx: counts.non2xx,
  proxyServerSide: counts.serverSide,
  inFlightAtStop: result.requests.sent - result.requests.total,
  clientAborted: counts.clientAborted,
  retried: counts.retried,
  failures: counts.failures,
})

async function rolloutTest(service) {
  const work = mkdtempSync(join(tmpdir(), `rollout-${service.name}-`))
  const ports = [await freePort(), await freePort()]
  const gatewayPort = await freePort()
  const socketPath = join(work, 'stats.sock')
  const replicas = ports.map((port) => startReplica(service, port))
  let proxy
  try {
    await Promise.all(replicas.map((r) => until(`replica on ${r.port} ready`, STARTUP_MS, () => ready(r.port))))
    const request = exampleRequest(await (await fetch(`http://127.0.0.1:${ports[0]}/openapi.json`)).json())
    const config = haproxyConfig([service], {
      port: gatewayPort,
      bind: '127.0.0.1',
      log: 'stdout format raw local0 info',
      logFormat: '%ST %ts %s %rc',
      statsSocket: socketPath,
      maxconn: 1_000,
      replicas: () => ports.map((port, i) => `  server r${i + 1} 127.0.0.1:${port} check`),
    })
    writeFileSync(join(work, 'haproxy.cfg'), config)
    proxy = track(spawn('haproxy', ['-db', '-f', join(work, 'haproxy.cfg')], { stdio: ['ignore', 'pipe', 'inherit'] }))
    const log = proxyLog(proxy.stdout)
    proxy.once('exit', (code) => {
      if (code) console.error(`haproxy exited with ${code}`)
    })
    const allUp = async () => Object.values(await serverStates(socketPath)).every((s) => s === 'UP')
    await until('both replicas UP in the proxy', 15_000, allUp)
    const url = `http://127.0.0.1:${gatewayPort}/${service.name}${request.path}`

    // 1. Baseline.
    const baseline = summary(await load(url, request, seconds).done, log.counts)

    // 2. Rollout: each replica replaced in turn, twice, with the proxy's view sampled throughout.
    await sleep(200)
    log.counts = freshCounts()
    const transitions = []
    let sampling = true
    const sampler = (async () => {
      let last = {}
      while (sampling) {
        const states = await serverStates(socketPath).catch(() => last)
        for (const [name, state] of Object.entries(states)) {
          if (last[name] !== undefined && state.split(' ')[0] !== last[name].split(' ')[0]) {
            transitions.push({ at: Date.now(), name, state })
          }
        }
        last = states
        await sleep(50)
      }
    })()
    const run = load(url, request, 300)
    await sleep(seconds * 1000)
    const steps = []
    for (const index of [0, 1, 0, 1]) {
      const old = replicas[index]
      const name = `r${index + 1}`
      const t0 = Date.now()
      old.child.kill('SIGTERM')
      const exit = await Promise.race([old.exited, sleep(GRACE_MS + 5_000).then(() => ['timeout'])])
      const exitedAt = Date.now()
      if (exit[0] === 'timeout') old.child.kill('SIGKILL')
      replicas[index] = startReplica(service, old.port)
      await until(`new ${name} ready`, STARTUP_MS, () => ready(old.port))
      const readyAt = Date.now()
      await until(`new ${name} UP in the proxy`, 15_000, allUp)
      const down = transitions.find((t) => t.name === name && t.at >= t0 && !t.state.startsWith('UP'))
      steps.push({
        replica: name,
        exitCode: exit[0],
        exitMs: exitedAt - t0,
        outOfRotationMs: down ? down.at - t0 : undefined,
        startMs: readyAt - exitedAt,
        backInRotationMs: Date.now() - readyAt,
      })
    }
    await sleep(seconds * 1000)
    run.stop()
    const rolloutResult = await run.done
    await sleep(200)
    const rollout = summary(rolloutResult, log.counts)
    rollout.steps = steps

    // 3. SIGKILL: one replica killed under load; the proxy's checks take it out of rotation.
    log.counts = freshCounts()
    const killRun = load(url, request, 300)
    await sleep(2_000)
    const victim = replicas[0]
    const killedAt = Date.now()
    victim.child.kill('SIGKILL')
    await victim.exited
    await until('killed replica DOWN in the proxy', 15_000, async () =>
      transitions.some((t) => t.name === 'r1' && t.at >= killedAt && !t.state.startsWith('UP')),
    )
    const downAt = transitions.find((t) => t.name === 'r1' && t.at >= killedAt && !t.state.startsWith('UP')).at
    await sleep(2_000)
    killRun.stop()
    const killResult = await killRun.done
    await sleep(200)
    const counts = log.counts
    const kill = summary(killResult, counts)
    kill.failedOnKilled = counts.byServer.r1?.failed ?? 0
    kill.downAfterMs = downAt - killedAt
    kill.lastRoutedAfterMs = Math.max(0, (counts.byServer.r1?.last ?? killedAt) - killedAt)
    sampling = false
    await sampler

    const ratio = rollout.p99 / Math.max(baseline.p99, 1)
    // Lost: accepted by the proxy but never answered by a replica, or never answered at all; the requests
    // still in flight when the load generator stopped (at most one per connection) are not lost.
    const lost = rollout.proxyServerSide + rollout.timeouts + Math.max(0, rollout.inFlightAtStop - CONNECTIONS)
    const problems = []
    if (rollout.non2xx || rollout.proxyNon2xx) problems.push(`${rollout.non2xx} non-2xx`)
    if (rollout.socketErrors || rollout.timeouts) problems.push(`${rollout.socketErrors} socket errors`)
    if (lost > 0) problems.push(`${lost} lost`)
    if (ratio > 3) problems.push(`p99 ${ratio.toFixed(1)}x the baseline`)
    for (const step of steps) {
      if (step.exitCode !== 0) problems.push(`${step.replica} exited with ${step.exitCode}`)
    }
    return {
      service: service.name,
      request: `${request.method} ${request.path}`,
      baseline,
      rollout,
      lost,
      ratio,
      kill,
      problems,
    }
  } finally {
    for (const replica of replicas) if (replica.child.exitCode === null) replica.child.kill('SIGKILL')
    if (proxy && proxy.exitCode === null) proxy.kill('SIGTERM')
    rmSync(work, { recursive: true, force: true })
  }
}

const table = await loadServices(root)
const names = args.length ? args : table.map((s) => s.name)
const results = []
for (const name of names) {
  const service = table.find((s) => s.name === name || s.folder === name)
  if (!service) throw new Error(`no service named ${name}`)
  const result = await rolloutTest(service).catch((error) => ({ service: name, problems: [error.message] }))
  results.push(result)
  console.error(
    `${result.problems.length ? 'FAIL' : 'ok  '} ${name}${result.problems.length ? `: ${result.problems.join(', ')}` : ''}`,
  )
}

const ms = (value) => (value === undefined ? '-' : String(Math.round(value)))
console.log(
  '| service | request | req/s | p99 before ms | p99 during rollout ms | ratio | requests during rollout | non-2xx | socket errors | lost | retried by proxy | SIGTERM to exit ms (max) | out of rotation after SIGTERM ms (max) | SIGKILL: failed requests | SIGKILL: out of rotation after ms |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of results) {
  if (!r.rollout) {
    console.log(`| ${r.service} | failed to run: ${r.problems.join('; ')} |`)
    continue
  }
  const max = (key) => Math.max(...r.rollout.steps.map((s) => s[key] ?? 0))
  console.log(
    `| ${[
      r.service,
      r.request,
      r.baseline.reqPerSec,
      ms(r.baseline.p99),
      ms(r.rollout.p99),
      r.ratio.toFixed(2),
      r.rollout.answered,
      r.rollout.non2xx,
      r.rollout.socketErrors + r.rollout.timeouts,
      r.lost,
      r.rollout.retried,
      ms(max('exitMs')),
      ms(max('outOfRotationMs')),
      r.kill.non2xx + r.kill.socketErrors + r.kill.timeouts,
      ms(r.kill.downAfterMs),
    ].join(' | ')} |`,
  )
}
console.log(`\nHost: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end of the run.`)
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`)
const failed = results.filter((r) => r.problems.length).length
console.error(`rollout test: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)

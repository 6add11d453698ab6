/**
 * `pnpm load [--service S ...] [--seconds 5] [--warmup 2] [--connections 100] [--rate R]`: each service under
 * apps/ (built) as its own standalone process on a free loopback port, loaded by autocannon (in its
 * own process) with the operation's OpenAPI sample at c=100: a warm-up, RSS, the measured run, RSS.
 * Prints one markdown row per operation: req/s, p50/p99, errors, non-2xx, RSS after warm-up, half-way
 * and at the end (sampled every second while the load runs). A leak keeps growing in the second half;
 * a heap settling to its working size grows in the first half only. Long soaks: --seconds 300.
 * `--rate R` holds the load at R requests/s (a soak that leaves the machine usable; 0 = flat out).
 * `--max-growth 10` makes it a check: exit 1 when any row's second-half growth is over 10%.
 * Traffic stays on 127.0.0.1.
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { FUZZ_KEY, serviceApps, spawnService } from '@svc/testkit'
import type { LoadResult, LoadSpec } from '../hot-path/load.js'
import { formatRate, markdownTable } from '../table.js'

const run = promisify(execFile)
const LOADER = fileURLToPath(new URL('../hot-path/load.js', import.meta.url))
const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

const { values: args } = parseArgs({
  options: {
    service: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    rate: { type: 'string', default: '0' },
    'max-growth': { type: 'string' },
  },
})

interface Sample {
  path: string
  contentType: string
  body: string
}

/** The first operation's JSON example (or its first example of any media type), from /openapi.json. */
async function samplesOf(port: number): Promise<Sample[]> {
  const doc = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>>
  }
  const out: Sample[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    const content = item.post?.requestBody?.content
    if (!content) continue
    const entries = Object.entries(content)
    const [type, media] = entries.find(([t]) => t === 'application/json') ?? entries[0]!
    const body = type === 'application/json' ? JSON.stringify(media.example) : String(media.example ?? '')
    out.push({ path, contentType: type, body })
  }
  return out
}

async function load(spec: LoadSpec): Promise<LoadResult> {
  const { stdout } = await run(process.execPath, [LOADER, JSON.stringify(spec)], { maxBuffer: 1 << 20 })
  return JSON.parse(stdout) as LoadResult
}

const percent = (from: number | undefined, to: number | undefined) =>
  from && to ? `${(((to - from) / from) * 100).toFixed(1)}%` : '?'
const mb = (bytes: number | undefined) => (bytes === undefined ? '?' : `${Math.round(bytes / 2 ** 20)} MB`)
const rows: string[][] = []
const grewTooMuch: string[] = []
const apps = serviceApps(ROOT).filter((a) => !args.service || args.service.includes(a.folder))
for (const { folder, appPath } of apps) {
  const svc = await spawnService(appPath, { LOG_LEVEL: 'info' })
  try {
    for (const sample of await samplesOf(svc.port)) {
      const spec: LoadSpec = {
        url: `http://127.0.0.1:${svc.port}${sample.path}`,
        method: 'POST',
        body: sample.body,
        headers: { 'x-gateway-key': FUZZ_KEY, 'content-type': sample.contentType },
        connections: Number(args.connections),
        durationSeconds: Number(args.warmup),
        rate: Number(args.rate),
      }
      await load(spec)
      const rssWarm = await svc.rss()
      const timeline: number[] = []
      const sampler = setInterval(() => {
        void svc.rss().then((rss) => rss !== undefined && timeline.push(rss))
      }, 1_000)
      const result = await load({ ...spec, durationSeconds: Number(args.seconds) }).finally(() =>
        clearInterval(sampler),
      )
      const rssEnd = await svc.rss()
      const rssHalf = timeline[Math.floor(timeline.length / 2)]
      const maxGrowth = args['max-growth'] === undefined ? undefined : Number(args['max-growth'])
      if (maxGrowth !== undefined && rssHalf && rssEnd && ((rssEnd - rssHalf) / rssHalf) * 100 > maxGrowth)
        grewTooMuch.push(`${folder} POST ${sample.path}: RSS ${mb(rssHalf)} half-way -> ${mb(rssEnd)} at the end`)
      rows.push([
        `${folder} POST ${sample.path}`,
        sample.contentType,
        formatRate(result.requestsPerSecond),
        `${result.latencyP50Ms} / ${result.latencyP99Ms}`,
        String(result.errors),
        String(result.non2xx),
        mb(rssWarm),
        mb(rssHalf),
        mb(rssEnd),
        `${percent(rssWarm, rssEnd)} / ${percent(rssHalf, rssEnd)}`,
      ])
      process.stderr.write(`${rows.at(-1)!.join(' | ')}\n`)
    }
  } finally {
    await svc.stop()
  }
}
process.stdout.write(
  `${markdownTable(
    [
      'operation',
      'sample',
      'req/s',
      'p50 / p99 ms',
      'errors',
      'non-2xx',
      'RSS after warm-up',
      'RSS half-way',
      'RSS at end',
      'RSS growth (whole run / second half)',
    ],
    rows,
  )}\n\nc=${args.connections}${Number(args.rate) ? ` at ${args.rate} req/s` : ''}, ${args.seconds} s after a ${args.warmup} s warm-up, one standalone process per service.\n`,
)
for (const line of grewTooMuch) process.stderr.write(`GREW ${line} (over ${args['max-growth']}%)\n`)
if (grewTooMuch.length > 0) process.exitCode = 1

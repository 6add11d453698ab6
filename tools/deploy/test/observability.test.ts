/**
 * The generated operator kit (deploy/observability/): the rules file passes `promtool check rules`
 * (Debian package `prometheus`; that part skips with a message when promtool is absent) and names only
 * metrics the services export; the dashboard has one row per committed service with the six panels,
 * unique ids, a layout inside Grafana's 24 columns, and queries that use the recorded series.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = new URL('../../..', import.meta.url).pathname
const dir = join(root, 'deploy', 'observability')
const folders = execFileSync('git', ['ls-files', 'apps/*/src/app.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
const hasPromtool = spawnSync('promtool', ['--version']).status === 0
if (!hasPromtool) console.warn('observability.test.ts: promtool checks skipped (Debian package prometheus)')

type Rule = { record?: string; alert?: string; expr: string; labels?: Record<string, string> }
const rules = parse(readFileSync(join(dir, 'prometheus-rules.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }
const all = rules.groups.flatMap((group) => group.rules)
// biome-ignore lint/suspicious/noExplicitAny: the dashboard is plain JSON checked member by member here
const dashboard = JSON.parse(readFileSync(join(dir, 'grafana-dashboard.json'), 'utf8')) as any

/** The metric names the services export (packages/core README, "Operators"), and prom-client's defaults used. */
const EXPORTED = [
  'up',
  'http_requests_total',
  'http_request_duration_seconds_bucket',
  'http_errors_total',
  'service_build_info',
  'worker_pool_queue_depth',
  'worker_pool_task_duration_seconds_count',
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
  'process_start_time_seconds',
]

describe('prometheus-rules.yml', () => {
  it.skipIf(!hasPromtool)('passes promtool check rules', () => {
    const run = spawnSync('promtool', ['check', 'rules', join(dir, 'prometheus-rules.yml')], { encoding: 'utf8' })
    expect(run.status, run.stdout + run.stderr).toBe(0)
  })

  it('records RED per service and alerts on errors, latency per service, overload, queue, time-outs, lag, restarts', () => {
    const records = all.filter((r) => r.record).map((r) => r.record)
    expect(records).toEqual(
      expect.arrayContaining([
        'service:http_requests:rate5m',
        'service:http_requests_5xx:ratio_rate5m',
        'service:http_request_duration_seconds:p99_5m',
      ]),
    )
    const alerts = new Set(all.filter((r) => r.alert).map((r) => r.alert))
    for (const name of [
      'ServiceDown',
      'ServiceErrorRatioHigh',
      'ServiceLatencyOverBudget',
      'ServiceOverloaded',
      'WorkerPoolQueueFull',
      'WorkerPoolTimeouts',
      'EventLoopLagHigh',
      'ServiceRestarting',
    ])
      expect(alerts.has(name), name).toBe(true)
    const latency = all.filter((r) => r.alert === 'ServiceLatencyOverBudget').map((r) => r.labels?.service)
    expect(latency).toHaveLength(folders.length)
  })

  it('uses only metrics the services export or series the kit records', () => {
    const recorded = new Set(all.filter((r) => r.record).map((r) => r.record!))
    const names = all.flatMap((r) => r.expr.match(/[a-z_:][a-z0-9_:]*(?=\{|\[|\s*[)>=<]|$)/gim) ?? [])
    const unknown = names.filter(
      (name) =>
        name.includes('_') &&
        !recorded.has(name) &&
        !EXPORTED.includes(name) &&
        !['histogram_quantile', 'status_class', 'service_route'].includes(name),
    )
    expect([...new Set(unknown)]).toEqual([])
  })
})

describe('grafana-dashboard.json', () => {
  it('has a row per service, six panels each, unique ids, inside 24 columns', () => {
    const panels = dashboard.panels as { id: number; type: string; title: string; gridPos: { x: number; w: number } }[]
    const rows = panels.filter((p) => p.type === 'row').map((p) => p.title)
    expect(rows).toHaveLength(folders.length)
    expect(panels.filter((p) => p.type === 'timeseries')).toHaveLength(folders.length * 6)
    expect(new Set(panels.map((p) => p.id)).size).toBe(panels.length)
    for (const p of panels) expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24)
    expect(dashboard.uid).toBe('svc-suite')
    expect(dashboard.templating.list[0]).toMatchObject({ name: 'datasource', type: 'datasource', query: 'prometheus' })
  })

  it("queries the kit's recorded series or exported metrics, each naming its service", () => {
    const recorded = new Set(all.filter((r) => r.record).map((r) => r.record!))
    for (const p of dashboard.panels.filter((x: { type: string }) => x.type === 'timeseries')) {
      for (const t of p.targets as { expr: string }[]) {
        const metric = /([a-z_:][a-z0-9_:]*)\{/.exec(t.expr)?.[1] ?? ''
        expect(recorded.has(metric) || EXPORTED.includes(metric), `${p.title}: ${t.expr}`).toBe(true)
        expect(t.expr, p.title).toMatch(/service="[a-z-]+"/)
      }
    }
  })
})

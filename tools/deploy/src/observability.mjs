// The operator kit, generated from the service table like the Dockerfiles and manifests: Prometheus
// recording and alerting rules over the services' own metric names (packages/core/README.md,
// "Operators") and a Grafana dashboard with one row per service. `node tools/dockerfiles.mjs` writes
// deploy/observability/; `--check` fails on drift; CI runs `promtool check rules` on the rules file.
import { stringify } from 'yaml'

/**
 * p99 latency budgets per resource profile (seconds), the figures the latency alert holds each service
 * to: a light JSON service answers well under 100 ms at its body limit; JSON services parse up to 25 MB;
 * document services run worker-pool work that may take seconds; pdf-optimize's 80 MB PDFs take longest.
 */
export const LATENCY_BUDGET_SECONDS = { light: 0.25, json: 2, document: 10, large: 30 }

const WINDOW = '5m'
const per = (metric, by = 'service') => `sum by (${by}) (rate(${metric}[${WINDOW}]))`

/** Recording rules: the RED metrics per service (and per route), named level:metric:operation. */
function recordingRules() {
  return [
    { record: 'service:http_requests:rate5m', expr: per('http_requests_total') },
    { record: 'service_route:http_requests:rate5m', expr: per('http_requests_total', 'service, route, method') },
    ...['5xx', '4xx'].map((klass) => ({
      record: `service:http_requests_${klass}:ratio_rate5m`,
      // `or ... * 0`: a service that answered no such status has a ratio of 0, not no series at all
      expr: `(\n  ${per(`http_requests_total{status_class="${klass}"}`)}\n  or ${per('http_requests_total')} * 0\n)\n/ ${per('http_requests_total')}`,
    })),
    { record: 'service_code:http_errors:rate5m', expr: per('http_errors_total', 'service, code') },
    ...[0.5, 0.99].map((q) => ({
      record: `service:http_request_duration_seconds:p${q * 100}_5m`,
      expr: `histogram_quantile(${q}, ${per('http_request_duration_seconds_bucket', 'service, le')})`,
    })),
    {
      record: 'instance_pool:worker_pool_task_timeouts:rate5m',
      expr: per('worker_pool_task_duration_seconds_count{outcome="timeout"}', 'instance, pool'),
    },
    {
      record: 'instance_pool:worker_pool_task_overloaded:rate5m',
      expr: per('worker_pool_task_duration_seconds_count{outcome="overloaded"}', 'instance, pool'),
    },
  ]
}

const alert = (name, expr, forDuration, severity, summary, description, labels = {}) => ({
  alert: name,
  expr,
  for: forDuration,
  labels: { severity, ...labels },
  annotations: { summary, description },
})

/** Alerting rules: one latency rule per service (its profile's budget), the rest shared. */
function alertingRules(services) {
  const latency = services.map(({ name, profile }) => {
    const budget = LATENCY_BUDGET_SECONDS[profile]
    return alert(
      `ServiceLatencyOverBudget`,
      `service:http_request_duration_seconds:p99_5m{service="${name}"} > ${budget}`,
      '10m',
      'warning',
      `${name}: p99 latency over its ${budget} s budget`,
      `p99 over the last 5 minutes is {{ $value | humanizeDuration }}; the ${profile} profile's budget is ${budget} s.`,
      { service: name, profile },
    )
  })
  return [
    alert(
      'ServiceDown',
      'up == 0',
      '2m',
      'critical',
      '{{ $labels.job }} on {{ $labels.instance }} does not answer scrapes',
      'The process is gone or /metrics does not answer; check the pod and its last logs.',
    ),
    alert(
      'ServiceErrorRatioHigh',
      'service:http_requests_5xx:ratio_rate5m > 0.01',
      '10m',
      'warning',
      '{{ $labels.service }}: more than 1 % of answers are 5xx',
      '{{ $value | humanizePercentage }} of answers over 5 minutes were 5xx (OVERLOADED, PROCESSING_TIMEOUT, INTERNAL_ERROR): see service_code:http_errors:rate5m.',
    ),
    alert(
      'ServiceErrorRatioCritical',
      'service:http_requests_5xx:ratio_rate5m > 0.05',
      '5m',
      'critical',
      '{{ $labels.service }}: more than 5 % of answers are 5xx',
      '{{ $value | humanizePercentage }} of answers over 5 minutes were 5xx.',
    ),
    alert(
      'ServiceInternalErrors',
      'service_code:http_errors:rate5m{code="INTERNAL_ERROR"} > 0',
      '5m',
      'warning',
      '{{ $labels.service }} answers 500 INTERNAL_ERROR',
      'A bug: every 500 is logged with its x-request-id and stack; report it.',
    ),
    ...latency,
    alert(
      'ServiceOverloaded',
      'service_code:http_errors:rate5m{code="OVERLOADED"} > 0.5',
      '5m',
      'warning',
      '{{ $labels.service }} sheds load (503 OVERLOADED)',
      '{{ $value }} answers/s are 503 OVERLOADED: the pool queue is full or the event loop or memory is under pressure. Add replicas or CPU.',
    ),
    alert(
      'WorkerPoolQueueFull',
      'instance_pool:worker_pool_task_overloaded:rate5m > 0',
      '5m',
      'warning',
      'Pool {{ $labels.pool }} on {{ $labels.instance }} refuses tasks (queue full)',
      '{{ $value }} tasks/s were refused because the queue was at maxQueue or waited longer than maxWaitMs.',
    ),
    alert(
      'WorkerPoolTimeouts',
      'instance_pool:worker_pool_task_timeouts:rate5m > 0.05',
      '10m',
      'warning',
      'Pool {{ $labels.pool }} on {{ $labels.instance }}: tasks over the time limit',
      '{{ $value }} tasks/s end in 504 PROCESSING_TIMEOUT: inputs near the limits, or too little CPU per worker.',
    ),
    alert(
      'EventLoopLagHigh',
      'nodejs_eventloop_lag_p99_seconds > 0.1',
      '5m',
      'warning',
      'Event-loop lag p99 over 100 ms on {{ $labels.instance }}',
      'No request may hold the event loop for more than 50 ms; sustained lag means a path that is not bounded, or CPU starvation.',
    ),
    alert(
      'ServiceRestarting',
      'changes(process_start_time_seconds[15m]) > 2',
      '0m',
      'warning',
      '{{ $labels.instance }} restarted more than twice in 15 minutes',
      'Crash loop or memory-limit kills: check the pod events and the last log lines before each start.',
    ),
  ]
}

export function prometheusRules(services) {
  const doc = {
    groups: [
      { name: 'svc-suite-red', rules: recordingRules() },
      { name: 'svc-suite-alerts', rules: alertingRules(services) },
    ],
  }
  return `# Generated by tools/dockerfiles.mjs from the service table (tools/deploy/src/observability.mjs). Do not edit.\n${stringify(doc, { lineWidth: 0 })}`
}

/** Grafana's data-source variable, written literally into the dashboard (not a JavaScript placeholder). */
const DATASOURCE = { type: 'prometheus', uid: '$' + '{datasource}' }

const target = (expr, legendFormat, refId) => ({
  expr,
  legendFormat,
  refId,
  datasource: DATASOURCE,
})

function panel(id, title, unit, x, y, targets) {
  return {
    id,
    type: 'timeseries',
    title,
    gridPos: { h: 7, w: 4, x, y },
    datasource: DATASOURCE,
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: { legend: { displayMode: 'list', placement: 'bottom' } },
    targets,
  }
}

/** One row per service: rate, 5xx ratio, p50/p99, pool queue, event-loop lag, RSS. */
export function grafanaDashboard(services) {
  const panels = []
  let id = 1
  services.forEach(({ name }, index) => {
    const y = index * 8
    const s = `service="${name}"`
    // process metrics carry no service label: select the instances that run this service
    const ofService = (metric) => `max by (instance) (${metric} and on (instance) service_build_info{${s}})`
    panels.push({ id: id++, type: 'row', title: name, collapsed: false, gridPos: { h: 1, w: 24, x: 0, y }, panels: [] })
    panels.push(
      panel(id++, 'Requests/s', 'reqps', 0, y + 1, [target(`service:http_requests:rate5m{${s}}`, 'requests/s', 'A')]),
      panel(id++, '5xx ratio', 'percentunit', 4, y + 1, [
        target(`service:http_requests_5xx:ratio_rate5m{${s}}`, '5xx', 'A'),
        target(`service:http_requests_4xx:ratio_rate5m{${s}}`, '4xx', 'B'),
      ]),
      panel(id++, 'Latency p50 / p99', 's', 8, y + 1, [
        target(`service:http_request_duration_seconds:p50_5m{${s}}`, 'p50', 'A'),
        target(`service:http_request_duration_seconds:p99_5m{${s}}`, 'p99', 'B'),
      ]),
      panel(id++, 'Worker pool queue', 'short', 12, y + 1, [
        target(ofService('worker_pool_queue_depth'), '{{instance}}', 'A'),
      ]),
      panel(id++, 'Event-loop lag p99', 's', 16, y + 1, [
        target(ofService('nodejs_eventloop_lag_p99_seconds'), '{{instance}}', 'A'),
      ]),
      panel(id++, 'RSS', 'bytes', 20, y + 1, [target(ofService('process_resident_memory_bytes'), '{{instance}}', 'A')]),
    )
  })
  const dashboard = {
    uid: 'svc-suite',
    title: 'svc-suite services',
    description: 'Generated by tools/dockerfiles.mjs from the service table. One row per service.',
    tags: ['svc-suite'],
    timezone: 'utc',
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-1h', to: 'now' },
    templating: {
      list: [{ name: 'datasource', type: 'datasource', query: 'prometheus', label: 'Prometheus', current: {} }],
    },
    panels,
  }
  return `${JSON.stringify(dashboard, null, 2)}\n`
}

/** deploy/observability/* as [path, text]. */
export function observabilityFiles(services) {
  return [
    ['prometheus-rules.yml', prometheusRules(services)],
    ['grafana-dashboard.json', grafanaDashboard(services)],
  ]
}

/**
 * Realistic application log lines with no personal data and no secrets: access logs, job logs,
 * traces, deploys, metrics, SQL timings. The false-positive corpus: any finding on them is wrong.
 */
import { ALNUM, HEX, type Rng } from './random.js'

const uuid = (r: Rng) =>
  `${r.chars(8, HEX)}-${r.chars(4, HEX)}-4${r.chars(3, HEX)}-b${r.chars(3, HEX)}-${r.chars(12, HEX)}`
const ts = (r: Rng) =>
  `2026-11-${String(r.int(1, 24)).padStart(2, '0')}T${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}.${r.digits(3)}Z`
const path = (r: Rng) =>
  r.pick([
    '/api/v2/orders',
    '/healthz',
    '/api/v1/carts/items',
    '/graphql',
    '/static/app.3f9a1c.js',
    '/api/v3/invoices/export',
  ])

const LINES: ((r: Rng) => string)[] = [
  (r) =>
    `${ts(r)} INFO  http request method=GET path=${path(r)} status=${r.pick([200, 201, 204, 304, 404])} duration_ms=${r.int(1, 900)} request_id=${uuid(r)}`,
  (r) =>
    `${ts(r)} WARN  retrying job=${r.pick(['email-digest', 'reindex', 'invoice-sync'])} attempt=${r.int(1, 5)} backoff=${r.int(100, 9000)}ms trace=${r.chars(32, HEX)}`,
  (r) =>
    `{"level":"info","ts":${1_763_900_000 + r.int(0, 999_999)}.${r.digits(6)},"msg":"order created","orderId":"ORD-${r.digits(10)}","items":${r.int(1, 9)},"totalCents":${r.int(100, 999_999)}}`,
  (r) =>
    `${ts(r)} DEBUG sql query=SELECT_orders_by_status rows=${r.int(0, 5000)} elapsed=${r.int(0, 400)}.${r.digits(2)}ms conn=pool-${r.int(1, 20)}`,
  (r) =>
    `[${ts(r)}] deploy ${r.pick(['api', 'worker', 'web'])}@${r.chars(7, HEX)} version=v${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 99)} replicas=${r.int(1, 12)}`,
  (r) =>
    `${ts(r)} INFO  cache hit ratio=${r.int(50, 99)}.${r.digits(1)}% keys=${r.int(1000, 999999)} evictions=${r.int(0, 999)}`,
  (r) => `${ts(r)} ERROR upstream timeout service=payments-gateway after=${r.int(1, 30)}s span_id=${r.chars(16, HEX)}`,
  (r) =>
    `${ts(r)} INFO  consumer lag topic=orders.v1 partition=${r.int(0, 31)} offset=${r.int(100000, 99999999)} lag=${r.int(0, 5000)}`,
  (r) =>
    `k8s event: Pod checkout-${r.chars(10, 'abcdefghijklmnopqrstuvwxyz0123456789')}-${r.chars(5, 'abcdefghijklmnopqrstuvwxyz0123456789')} Started container app image=registry.internal/checkout@sha256:${r.chars(64, HEX)}`,
  (r) =>
    `${ts(r)} INFO  webhook delivered event=evt_${r.chars(24, ALNUM)} attempt=1 response=200 in ${r.int(10, 999)}ms`,
  (r) =>
    `${ts(r)} INFO  batch import file=export-${r.digits(8)}.csv rows=${r.int(1, 99999)} rejected=${r.int(0, 40)} checksum=${r.chars(40, HEX)}`,
  (r) =>
    `${ts(r)} WARN  slow request path=${path(r)} p99=${r.int(200, 3000)}ms node=ip-${r.int(10, 10)}-${r.int(0, 255)}-${r.int(0, 255)}-${r.int(0, 255)}`,
  (r) =>
    `GET ${path(r)}?page=${r.int(1, 50)}&per_page=${r.pick([20, 50, 100])}&cursor=${r.chars(16, ALNUM)} HTTP/1.1 200 ${r.int(100, 99999)}`,
  (r) => `${ts(r)} INFO  scheduled job cron="0 ${r.int(0, 23)} * * *" next_run=${ts(r)} job_id=${r.int(10000, 99999)}`,
  (r) =>
    `${ts(r)} INFO  feature flag checkout_v${r.int(2, 4)} enabled for ${r.int(1, 100)}% of tenants build=${r.digits(4)}.${r.digits(2)}.${r.digits(3)}`,
  (r) =>
    `${ts(r)} INFO  payment captured payment_intent=pi_${r.chars(24, ALNUM)} amount=${r.int(100, 99999)} currency=eur`,
  (r) =>
    `${ts(r)} INFO  s3 put bucket=invoices-eu key=2026/11/${r.chars(12, HEX)}.pdf etag="${r.chars(32, HEX)}" bytes=${r.int(1000, 9999999)}`,
  (r) =>
    `${ts(r)} INFO  gc pause=${r.int(1, 90)}ms heap_used=${r.int(100, 900)}MB heap_total=${r.int(900, 2000)}MB rss=${r.int(900, 3000)}MB`,
  (r) =>
    `${ts(r)} INFO  tenant=${uuid(r)} invoice INV-2026-${r.digits(6)} finalized total=${r.int(10, 9999)}.${r.digits(2)}`,
  (r) =>
    `${ts(r)} INFO  grpc call /inventory.v1.Stock/Reserve code=OK latency=${r.int(1, 90)}.${r.digits(3)}ms peer=inventory:${r.int(5000, 9000)}`,
]

export function logLine(r: Rng): string {
  return r.pick(LINES)(r)
}

/**
 * Whole POST /scan requests per MB against JSON.parse of the same body, in the same run: 100 KB
 * (scanned on the event loop), 1 MB and 9.9 MB (scanned in the worker pool) of mixed JSON logs at
 * the default medium coverage. Run: pnpm --filter @svc/pii bench
 */
import { perMegabyteTable } from '@svc/bench'
import { pii } from '../src/app.js'
import { COVERAGE_TYPES } from '../src/domain/coverage.js'
import { scanPayload } from '../src/domain/scan-payload.js'
import { mixedJsonLogs } from './mixed-logs.js'

const body = (bytes: number) => JSON.stringify({ payload: mixedJsonLogs(bytes), mode: 'detect' })
const table = await perMegabyteTable(
  pii,
  '/scan',
  [
    { label: '100 KB', body: body(100_000) },
    { label: '1 MB', body: body(1_000_000) },
    { label: '9.9 MB', body: body(9_900_000) },
  ],
  (text) => scanPayload(JSON.parse(text).payload, { mode: 'detect', types: COVERAGE_TYPES.medium, strategy: 'mask' }),
)
console.log(table)

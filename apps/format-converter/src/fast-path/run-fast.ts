/**
 * Runs a fast job into a sink: false (nothing written) when the general path must answer instead.
 * `budget` is the most output bytes the reply may hold (domain/limits.ts): each direction bounds its
 * output from its first pass, refuses when even the least it would write is over, and leaves a case
 * it cannot decide to the general path, which measures exactly.
 */
import type { ByteSink } from './byte-sink.js'
import { csvToJson } from './csv-to-json.js'
import type { FastJob } from './fast-job.js'
import { jsonToCsv } from './json-to-csv.js'

export function runFast(job: FastJob, bytes: Uint8Array, sink: ByteSink, budget = Number.POSITIVE_INFINITY): boolean {
  return job.kind === 'delimited-to-json'
    ? csvToJson(bytes, job.read, job.indent, sink, budget)
    : jsonToCsv(bytes, job.write, sink, budget)
}

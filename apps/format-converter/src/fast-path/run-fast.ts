/** Runs a fast job into a sink: false (nothing written) when the general path must answer instead. */
import type { ByteSink } from './byte-sink.js'
import { csvToJson } from './csv-to-json.js'
import type { FastJob } from './fast-job.js'
import { jsonToCsv } from './json-to-csv.js'

export function runFast(job: FastJob, bytes: Uint8Array, sink: ByteSink): boolean {
  return job.kind === 'delimited-to-json'
    ? csvToJson(bytes, job.read, job.indent, sink)
    : jsonToCsv(bytes, job.write, sink)
}

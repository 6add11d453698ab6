/**
 * A strict parser of the Prometheus text exposition format (0.0.4) for the tests: every line must be
 * a comment (# HELP / # TYPE) or a sample `name{label="value",...} number`; anything else throws.
 */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y

export function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = []
  const types = new Map<string, string>()
  for (const line of text.split('\n')) {
    if (line === '') continue
    if (line.startsWith('# HELP ')) continue
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ')
      if (!name || !['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(type ?? '')) {
        throw new Error(`bad TYPE line: ${line}`)
      }
      types.set(name, type!)
      continue
    }
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const labels: Record<string, string> = {}
    const body = match[2] ?? ''
    LABEL.lastIndex = 0
    while (LABEL.lastIndex < body.length) {
      const label = LABEL.exec(body)
      if (!label) throw new Error(`bad labels: ${line}`)
      labels[label[1]!] = label[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1')
    }
    const raw = match[3]!
    // Prometheus parses values with Go's ParseFloat: NaN and Inf case-insensitively (prom-client writes `Nan`).
    const special: Record<string, number> = { '+inf': Infinity, '-inf': -Infinity, nan: Number.NaN }
    const value = special[raw.toLowerCase()] ?? Number(raw)
    if (Number.isNaN(value) && raw.toLowerCase() !== 'nan') throw new Error(`bad value: ${line}`)
    samples.push({ name: match[1]!, labels, value })
  }
  return { samples, types }
}

/** The one sample with this name whose labels include `labels`; undefined when none, throws when several. */
export function sample(samples: readonly Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )
  if (found.length > 1) throw new Error(`${found.length} samples match ${name} ${JSON.stringify(labels)}`)
  return found[0]?.value
}

/**
 * Documents (README.md, Benchmark): Markdown -> HTML page for a 1 MB document and CSV (10,000 rows x 10 columns)
 * -> PDF, through the conversion engine, beside the bare libraries doing the core of the same work in
 * the same run (marked alone: no highlighting, footnotes or sanitizing; pdfmake alone on an equivalent
 * table). Times are the median of 3 runs. Run: pnpm --filter @svc/format-converter bench
 */
import { markdownTable } from '@svc/bench'
import { Marked } from 'marked'
import { convert } from '../src/engine/convert.js'
import { renderPdf } from '../src/formats/pdf/render-pdf.js'

const RUNS = 3

async function timed<T>(work: () => Promise<T> | T): Promise<[number, T]> {
  const times: number[] = []
  let last: T | undefined
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    last = await work()
    times.push(performance.now() - start)
  }
  return [[...times].sort((a, b) => a - b)[1]!, last as T]
}

const SECTION = `## Section {n}

Paragraph with **bold**, _emphasis_, \`code\`, ~~strike~~ and a [link](https://example.com/{n}). Ωμέγα and Жук too.

- [x] done item {n}
- [ ] open item

| name | value | note |
| --- | ---: | --- |
| alpha | {n} | first |
| beta | 2 | second |

\`\`\`ts
export function add{n}(a: number, b: number): number {
  return a + b
}
\`\`\`

> A quotation.[^n{n}]

[^n{n}]: Footnote {n}.

`
let markdown = '# Benchmark document\n\n'
for (let n = 0; Buffer.byteLength(markdown) < 1_000_000; n++) markdown += SECTION.replaceAll('{n}', String(n))
const csv = [
  Array.from({ length: 10 }, (_, c) => `column${c}`).join(','),
  ...Array.from({ length: 10_000 }, (_, r) => Array.from({ length: 10 }, (_, c) => `r${r}c${c}`).join(',')),
].join('\n')

const size = (body: string | Uint8Array) => `${(Buffer.byteLength(body) / 1e6).toFixed(2)} MB`
const [mdOurs, page] = await timed(() =>
  convert({ from: 'markdown', to: 'html', input: { bytes: Buffer.from(markdown) } }),
)
const [mdBare, bare] = await timed(() => new Marked({ gfm: true }).parse(markdown, { async: false }) as string)
const [pdfOurs, pdf] = await timed(() => convert({ from: 'csv', to: 'pdf', input: { bytes: Buffer.from(csv) } }))
const body = csv
  .split('\n')
  .map((line, r) => line.split(',').map((text) => (r === 0 ? { text, bold: true } : { text })))
const [pdfBare, barePdf] = await timed(() =>
  renderPdf({
    content: [{ table: { headerRows: 1, widths: Array(10).fill('*'), body } }],
    title: 'Table',
    pageSize: 'A4',
    landscape: true,
    source: csv,
    fontSize: 8,
  }),
)
console.log(`Markdown input ${size(markdown)}, CSV input ${size(csv)}; median of ${RUNS} runs\n`)
console.log(
  markdownTable(
    ['conversion', 'ours', 'output', 'baseline', 'baseline output'],
    [
      [
        'Markdown -> HTML page (1 MB)',
        `${mdOurs.toFixed(0)} ms`,
        size(page.body),
        `marked alone ${mdBare.toFixed(0)} ms`,
        size(bare),
      ],
      [
        'CSV 10,000 x 10 -> PDF',
        `${(pdfOurs / 1000).toFixed(1)} s`,
        size(pdf.body),
        `pdfmake alone ${(pdfBare / 1000).toFixed(1)} s`,
        size(barePdf),
      ],
    ],
  ),
)

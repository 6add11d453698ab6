/** Benchmark inputs: realistic postings from every dedicated adapter's fixture, each with a ~3 KB HTML description. */
import { readdirSync, readFileSync } from 'node:fs'

const FIXTURES = new URL('../test/fixtures/', import.meta.url)

const PARAGRAPH =
  '<p>We are a <strong>fast-growing</strong> team building tools that people rely on every day. You will work with product, design and engineering to ship features end to end, measure their impact and iterate &amp; improve.</p>'
const LIST =
  '<h3>What you bring</h3><ul><li>Several years of relevant experience</li><li>Clear written communication</li><li>Curiosity &amp; ownership</li><li>Comfort with ambiguity</li></ul>'
const DESCRIPTION = `${PARAGRAPH.repeat(6)}${LIST}${LIST}<p><a href="https://example.com/benefits">Benefits</a></p><script>trackView()</script>`

/** Where each adapter keeps its description, so the benchmark's HTML goes where the vendor puts it. */
function withDescription(key: string, job: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(job)
  const html = `${DESCRIPTION} <!-- ${Math.random()} -->`
  if (key === 'teamtailor') (copy.data as { attributes: Record<string, unknown> }).attributes.body = html
  else if (key === 'workday') (copy.jobPostingInfo as Record<string, unknown>).jobDescription = html
  else if (key === 'bamboohr')
    ((copy.result as Record<string, unknown>).jobOpening as Record<string, unknown>).description = html
  else if (key === 'recruitee') (copy.offer as Record<string, unknown>).description = html
  else if (key === 'linkedin')
    ((copy.elements as Record<string, unknown>[])[0] as Record<string, unknown>).description = html
  else if (key === 'ashby') copy.descriptionHtml = html
  else if (key === 'smartrecruiters')
    (
      (copy.jobAd as { sections: Record<string, { text?: string }> }).sections.jobDescription as { text?: string }
    ).text = html
  else if (key === 'icims') copy.overview = html
  else if (key === 'greenhouse') copy.content = html
  else copy.description = html
  return copy
}

export function postings(count: number): Record<string, unknown>[] {
  const keys = readdirSync(FIXTURES)
    .filter((k) => k !== 'unseen')
    .sort()
  const base = keys.map((key) => ({
    key,
    job: JSON.parse(readFileSync(new URL(`${key}/job.json`, FIXTURES), 'utf8')) as Record<string, unknown>,
  }))
  return Array.from({ length: count }, (_, i) => {
    const { key, job } = base[i % base.length] as (typeof base)[number]
    return withDescription(key, job)
  })
}

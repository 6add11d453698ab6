import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlToMarkdown } from '../src/index.js'
import { renderedText, visibleText } from './visible-text.js'

const folder = new URL('./fixtures/pages/', import.meta.url)
const pages = readdirSync(folder)
  .filter((name) => name.endsWith('.html'))
  .map((name) => [name, readFileSync(new URL(name, folder), 'utf8')] as const)

describe('corpus round trip: marked(our Markdown) shows the same text as the page', () => {
  it('has at least 15 real-world-shaped pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(15)
  })

  it.each(pages)('%s (readable)', (_name, html) => {
    expect(renderedText(htmlToMarkdown(html).markdown)).toBe(visibleText(html))
  })

  it.each(pages)('%s (strict)', (_name, html) => {
    expect(renderedText(htmlToMarkdown(html, { mode: 'strict' }).markdown)).toBe(visibleText(html))
  })

  it.each(pages)('%s is deterministic and never contains raw script or style', (_name, html) => {
    for (const mode of ['strict', 'readable', 'llm-friendly'] as const) {
      const first = htmlToMarkdown(html, { mode, includeMetadata: true })
      expect(htmlToMarkdown(html, { mode, includeMetadata: true })).toEqual(first)
      expect(first.markdown).not.toMatch(/<script|<style|javascript:|utm_|fbclid|gclid/i)
    }
  })
})

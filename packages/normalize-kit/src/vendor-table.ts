/**
 * The README vendor table, generated from each adapter's `source` metadata so that the documentation
 * cannot drift from the code (a service's readme test compares it with its README).
 */
import type { Registry } from './registry.js'

/** Markdown rows: key, aliases, category, vendor API object, version, reference link. */
export function vendorTable(registry: Pick<Registry, 'list'>): string {
  const head = '| key | aliases | category | vendor object | API version | reference |\n|---|---|---|---|---|---|'
  const rows = registry
    .list()
    .map(
      (a) =>
        `| \`${a.key}\` | ${a.aliases.map((x) => `\`${x}\``).join(', ')} | ${a.kind === 'generic' ? 'generic mode' : a.category} | ${a.source.object} | ${a.source.apiVersion} | ${a.source.docs} |`,
    )
  return [head, ...rows].join('\n')
}

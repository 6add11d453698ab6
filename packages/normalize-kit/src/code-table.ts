/**
 * Vendor code tables written canonical-first: `codeTable({ paid: ['PAID', 'MARKED_AS_PAID'], ... })`
 * reads like the README's mapping and gives the `{ vendorCode: canonical }` record `ctx.code` takes.
 * A vendor code listed under two canonical values is a mistake and throws at load time.
 */
export function codeTable<T extends string>(
  groups: Readonly<Partial<Record<T, readonly string[]>>>,
): Readonly<Record<string, T>> {
  const table: Record<string, T> = {}
  for (const [canonical, codes] of Object.entries(groups) as [T, readonly string[]][]) {
    for (const code of codes) {
      if (Object.hasOwn(table, code)) throw new Error(`vendor code ${code} is mapped twice`)
      table[code] = canonical
    }
  }
  return table
}

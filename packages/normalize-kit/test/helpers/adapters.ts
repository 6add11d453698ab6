/** Three tiny adapters for the kit's own tests: two vendors and one generic mode. */
import { defineAdapter } from '../../src/adapter.js'
import { createRegistry } from '../../src/registry.js'

interface Rec {
  id?: string
  total?: number
  status?: string
}
const STATUS = { paid: 'paid', open: 'open' } as const

export const acme = defineAdapter<{ id: string; amount: number; currency: string; state: string }, Rec>({
  key: 'acme',
  aliases: ['acme_v2'],
  category: 'payments',
  source: { object: 'Charge', apiVersion: '2024-01', docs: 'https://example.com/acme/charge' },
  detect: { equals: { object: 'charge' }, required: ['amount', 'currency'], bonus: ['state', 'id'] },
  normalize: (p, ctx) => ({ id: p.id, total: ctx.minorUnits(p.currency)(p.amount), status: ctx.code(STATUS, p.state) }),
})

export const globex = defineAdapter<{ Id: string; Total: string; Currency: string }, Rec>({
  key: 'globex',
  category: 'accounting',
  source: { object: 'Invoice', apiVersion: 'v3', docs: 'https://example.com/globex/invoice' },
  detect: { required: ['Id', 'Total', ['Currency', 'CurrencyRef']], bonus: ['Lines'] },
  normalize: (p, ctx) => ({ id: p.Id, total: ctx.major(p.Currency)(p.Total) }),
})

export const shaped = defineAdapter<{ total: unknown }, Rec>({
  key: 'shaped',
  kind: 'generic',
  category: 'generic',
  source: { object: 'any object with a total', apiVersion: 'n/a', docs: 'https://example.com/generic' },
  detect: { required: ['total'] },
  normalize: (p, ctx) => ({ total: ctx.major(undefined)(p.total) }),
})

export const registry = createRegistry<Rec>([acme, globex, shaped])
export const vocabulary = { field: 'source', listPath: '/sources' }

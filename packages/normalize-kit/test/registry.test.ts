import { AppError } from '@svc/core/errors'
import { describe, expect, it } from 'vitest'
import { scoreSignature, signatureStrength } from '../src/detect.js'
import { normalizeWith } from '../src/pipeline.js'
import { createRegistry } from '../src/registry.js'
import { runAdapterContract } from '../src/testing.js'
import { vendorTable } from '../src/vendor-table.js'
import { acme, globex, registry, shaped, vocabulary } from './helpers/adapters.js'

describe('signature scoring', () => {
  const sig = {
    required: ['a', ['b', 'c']],
    equals: { kind: ['x', 'y'] },
    matches: { id: /^in_/ },
    absent: ['z'],
    bonus: ['d', 'e'],
  }
  it('scores 0 when the gate fails and 0.5..1 by bonus share when it passes', () => {
    expect(scoreSignature({ a: 1, c: 1, kind: 'y', id: 'in_1' }, sig)).toBe(0.5)
    expect(scoreSignature({ a: 1, c: 1, kind: 'y', id: 'in_1', d: 1 }, sig)).toBe(0.75)
    expect(scoreSignature({ a: 1, b: 1, kind: 'x', id: 'in_1', d: 1, e: 2 }, sig)).toBe(1)
    expect(scoreSignature({ a: 1, kind: 'x', id: 'in_1' }, sig)).toBe(0)
    expect(scoreSignature({ a: 1, b: 1, kind: 'q', id: 'in_1' }, sig)).toBe(0)
    expect(scoreSignature({ a: 1, b: 1, kind: 'x', id: 'ch_1' }, sig)).toBe(0)
    expect(scoreSignature({ a: 1, b: 1, kind: 'x', id: 'in_1', z: null }, sig)).toBe(0)
    expect(signatureStrength(sig)).toBe(5)
  })
  it('matches top-level key patterns and honours a lower ceiling', () => {
    const csv = { keys: [/^Invoice (Number|No)$/, /^Line \d+ Amount$/], bonus: ['Total'], ceiling: 0.6 }
    expect(scoreSignature({ 'Invoice No': 1, 'Line 1 Amount': 2, Total: 3 }, csv)).toBe(0.6)
    expect(scoreSignature({ 'Invoice No': 1, Total: 3 }, csv)).toBe(0)
  })
})

describe('registry', () => {
  it('detects the best vendor, falls back to generic modes, else nothing', () => {
    expect(registry.detect({ object: 'charge', amount: 1, currency: 'usd' })?.adapter.key).toBe('acme')
    expect(registry.detect({ total: 3 })?.adapter.key).toBe('shaped')
    expect(registry.detect({ hello: 1 })).toBeUndefined()
  })
  it('breaks ties by score, then strength, then key', () => {
    const weak = { ...globex, key: 'aaa', aliases: [], detect: { required: ['Id'], bonus: ['Lines'] } }
    const r = createRegistry([weak, globex])
    expect(r.detect({ Id: 1, Total: 2, Currency: 'EUR', Lines: [] })?.adapter.key).toBe('globex')
    const twin = { ...globex, key: 'zzz', aliases: [] }
    expect(createRegistry([twin, globex]).detect({ Id: 1, Total: 2, Currency: 'EUR' })?.adapter.key).toBe('globex')
  })
  it('finds the vendor object inside a declared envelope and normalizes that node', () => {
    const wrapped = { ...globex, key: 'wrapped', aliases: [], envelopes: ['Invoices.0', 'data'] }
    const r = createRegistry([wrapped])
    const payload = { Invoices: [{ Id: '7', Total: '3.10', Currency: 'GBP' }] }
    expect(r.detect(payload)?.adapter.key).toBe('wrapped')
    expect(normalizeWith(r, payload, { vocabulary }).record).toEqual({ id: '7', total: 3.1 })
  })
  it('gets by key or alias and lists sorted metadata', () => {
    expect(registry.get('ACME_V2')?.key).toBe('acme')
    expect(registry.list().map((a) => `${a.key}:${a.kind}`)).toEqual(['acme:vendor', 'globex:vendor', 'shaped:generic'])
    expect(() => createRegistry([acme, acme])).toThrow(/used twice/)
  })
  it('resolves named, generic and detected sources with clear errors', () => {
    expect(registry.resolve({ total: 1 }, 'generic', vocabulary)).toMatchObject({ detected: false, adapter: shaped })
    expect(registry.resolve({ Id: 1, Total: 1, Currency: 'EUR' }, undefined, vocabulary)).toMatchObject({
      detected: true,
      score: 0.5,
    })
    const unknown = (() => {
      try {
        registry.resolve({}, 'nope', vocabulary)
      } catch (e) {
        return e as AppError
      }
    })()
    expect(unknown?.code).toBe('UNKNOWN_SOURCE')
    expect(unknown?.message).toContain('GET /sources')
    expect(() => registry.resolve({ q: 1 }, undefined, vocabulary)).toThrow(
      expect.objectContaining({ code: 'UNRECOGNIZED_PAYLOAD' }),
    )
  })
  it('prints the vendor table from source metadata', () => {
    expect(vendorTable(registry).split('\n')[2]).toBe(
      '| `acme` | `acme_v2` | payments | Charge | 2024-01 | https://example.com/acme/charge |',
    )
  })
})

describe('normalizeWith', () => {
  it('runs the adapter with a fresh context and warns SOURCE_MISMATCH for a declared source that does not fit', () => {
    const out = normalizeWith(
      registry,
      { object: 'charge', amount: 1999, currency: 'jpy', state: 'refunded' },
      { vocabulary },
    )
    expect(out.record).toEqual({ id: undefined, total: 1999, status: undefined })
    expect(out.ctx.warnings.map((w) => w.code)).toEqual(['UNKNOWN_CODE'])
    const declared = normalizeWith(registry, { Total: '5' }, { vocabulary, source: 'globex' })
    expect(declared.ctx.warnings.map((w) => w.code)).toEqual(['SOURCE_MISMATCH', 'CURRENCY_MISSING'])
  })
  it('turns an adapter crash on unexpected types into 422 MALFORMED_PAYLOAD', () => {
    expect(() =>
      normalizeWith(registry, { Id: 1, Total: 2, Currency: 'EUR', Lines: [] }, { vocabulary, source: 'acme' }),
    ).not.toThrow()
    const broken = { ...acme, key: 'broken', aliases: [], normalize: () => JSON.parse('{') }
    expect(() => normalizeWith(createRegistry([broken]), {}, { vocabulary, source: 'broken' })).toThrow(
      expect.objectContaining({ code: 'MALFORMED_PAYLOAD', extra: { adapter: 'broken' } }),
    )
  })
  it('refuses payloads beyond the shape guards', () => {
    expect(() =>
      normalizeWith(
        registry,
        { a: { b: { c: 1 } } },
        { vocabulary, limits: { maxDepth: 2, maxNodes: 100, maxStringLength: 10 } },
      ),
    ).toThrow(AppError)
  })
})

runAdapterContract({ registry, fixtures: new URL('./fixtures/', import.meta.url) })

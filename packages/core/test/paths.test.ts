import { describe, expect, it } from 'vitest'
import { appendKey, appendPath, formatPath } from '../src/errors/public.js'
import { IDEMPOTENT_METHODS, isIdempotentMethod } from '../src/http-methods.js'

describe('paths (one implementation for every service)', () => {
  it('formats segments: identifiers dotted, other keys quoted in brackets, indexes in brackets', () => {
    expect(formatPath([])).toBe('')
    expect(formatPath(['items', 3, 'address', 'zip'])).toBe('items[3].address.zip')
    expect(formatPath(['odd key', 'a-b', 0, '$ok'])).toBe('["odd key"]["a-b"][0].$ok')
    expect(formatPath([0, 'a'])).toBe('[0].a')
  })

  it('builds the same paths one key at a time', () => {
    const steps = ['data', 'Order ID', 'x', '"quoted"']
    expect(steps.reduce(appendKey, '')).toBe(formatPath(steps))
    expect(steps.reduce(appendKey, '')).toBe('data["Order ID"].x["\\"quoted\\""]')
  })

  it('appends a written path to a base', () => {
    expect(appendPath('', 'customer.email')).toBe('customer.email')
    expect(appendPath('orders[]', 'customer.email')).toBe('orders[].customer.email')
    expect(appendPath('orders[]', '["Order ID"]')).toBe('orders[]["Order ID"]')
    expect(appendPath('orders', '[2]')).toBe('orders[2]')
  })
})

describe('idempotent methods (RFC 9110 §9.2.2)', () => {
  it('holds exactly GET, HEAD, OPTIONS, TRACE, PUT and DELETE', () => {
    expect([...IDEMPOTENT_METHODS].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PUT', 'TRACE'])
    expect(['POST', 'PATCH', 'CONNECT', 'PURGE'].map(isIdempotentMethod)).toEqual([false, false, false, false])
  })
})

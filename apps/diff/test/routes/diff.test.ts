import { readFileSync } from 'node:fs'
import { injectAs } from '@svc/testkit'
import { describe, expect, it } from 'vitest'
import { diff } from '../../src/app.js'

const fixtureText = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')
const fixture = (name: string): unknown => JSON.parse(fixtureText(name))

const send = (payload: string | object) =>
  injectAs(diff, {
    method: 'POST',
    url: '/diff',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

type Listed = { type: string; field: string }
const pairs = (changes: Listed[]) => changes.map((c) => [c.type, c.field])

describe('POST /diff with realistic API versions', () => {
  it('labels the changes between two versions of the GitHub repository object', async () => {
    const res = await send({
      before: fixture('github/repository-v1.json'),
      after: fixture('github/repository-v2.json'),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.validJson).toBe(true)
    expect(pairs(body.breakingChanges)).toEqual([
      ['FIELD_REMOVED', 'forks'],
      ['NULLABILITY_CHANGED', 'license'],
      ['FIELD_REMOVED', 'owner.gravatar_id'],
      ['TYPE_CHANGED', 'size'],
      ['ARRAY_BECAME_SCALAR', 'topics'],
    ])
    expect(pairs(body.nonBreakingChanges)).toEqual([
      ['FIELD_ADDED', 'forks_count'],
      ['NULLABILITY_CHANGED', 'homepage'],
      ['FIELD_ADDED', 'node_id'],
      ['FIELD_ADDED', 'owner.node_id'],
      ['FIELD_ADDED', 'permissions'],
    ])
    expect(body.breakingChanges[3]).toEqual({
      type: 'TYPE_CHANGED',
      field: 'size',
      before: 'number',
      after: 'string',
      metadata: { typesRemoved: ['number'], typesAdded: ['string'] },
    })
    expect(body.breakingChanges[1]).toMatchObject({ before: 'object', after: 'null' })
    expect(body.nonBreakingChanges[4]).toEqual({
      type: 'FIELD_ADDED',
      field: 'permissions',
      after: 'object',
      metadata: { occurrences: 1 },
    })
    expect(body.summary).toEqual({ breakingCount: 5, nonBreakingCount: 5 })
  })

  it('compares the union of element shapes of a Stripe-like paginated list', async () => {
    const res = await send({ before: fixture('stripe/charges-v1.json'), after: fixture('stripe/charges-v2.json') })
    const body = res.json()
    expect(pairs(body.breakingChanges)).toEqual([
      ['NULLABILITY_CHANGED', 'data[].customer'],
      ['FIELD_REMOVED', 'data[].outcome.risk_score'],
      ['TYPE_CHANGED', 'data[].refunds.data[].amount'],
      ['FIELD_REMOVED', 'data[].source'],
    ])
    expect(pairs(body.nonBreakingChanges)).toEqual([
      ['FIELD_ADDED', 'data[].application_fee_amount'],
      ['FIELD_ADDED', 'data[].payment_method'],
      ['FIELD_ADDED', 'next_page'],
    ])
    expect(body.breakingChanges[0]).toMatchObject({ before: 'string', after: 'null | string' })
    expect(body.breakingChanges[1].metadata).toEqual({ occurrences: 2 })
    expect(body.nonBreakingChanges[0]).toMatchObject({ after: 'null | number', metadata: { occurrences: 2 } })
  })

  it('reports element shape and element type changes of an order with nested lines', async () => {
    const res = await send({ before: fixture('shop/order-v1.json'), after: fixture('shop/order-v2.json') })
    const body = res.json()
    expect(body.breakingChanges).toEqual([
      { type: 'FIELD_REMOVED', field: 'customer.phone', before: 'string', metadata: { occurrences: 1 } },
      {
        type: 'ARRAY_ELEMENT_TYPE_CHANGED',
        field: 'lines[].discounts[]',
        before: 'object',
        after: 'string',
        metadata: { typesRemoved: ['object'], typesAdded: ['string'] },
      },
      {
        type: 'TYPE_CHANGED',
        field: 'lines[].unitPrice',
        before: 'number',
        after: 'object',
        metadata: { typesRemoved: ['number'], typesAdded: ['object'] },
      },
    ])
    expect(body.nonBreakingChanges).toEqual([
      { type: 'FIELD_ADDED', field: 'lines[].giftWrap', after: 'boolean', metadata: { occurrences: 1 } },
    ])
  })

  it('gives the same answer for the sides sent as JSON text', async () => {
    const asValues = await send({ before: fixture('shop/order-v1.json'), after: fixture('shop/order-v2.json') })
    const asText = await send({
      before: fixtureText('shop/order-v1.json'),
      after: fixtureText('shop/order-v2.json'),
      encoding: 'json-text',
    })
    expect(asText.statusCode).toBe(200)
    expect(asText.body).toBe(asValues.body)
  })

  it('finds no change when only key order, whitespace and values differ', async () => {
    const compact = JSON.stringify(fixture('github/repository-v1.json'))
    const reordered = JSON.stringify(
      Object.fromEntries(Object.entries(fixture('github/repository-v1.json') as object).reverse()),
    )
    const res = await send({
      before: compact,
      after: `\n  ${reordered.replace(/,/g, ' ,\t')}  `,
      encoding: 'json-text',
    })
    expect(res.json()).toEqual({
      validJson: true,
      breakingChanges: [],
      nonBreakingChanges: [],
      summary: { breakingCount: 0, nonBreakingCount: 0 },
    })
  })
})

describe('GET /openapi.json', () => {
  it('matches the committed document', async () => {
    const res = await injectAs(diff, { method: 'GET', url: '/openapi.json' })
    await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
  })
})

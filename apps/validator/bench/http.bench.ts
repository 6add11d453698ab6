/**
 * End-to-end HTTP throughput of POST /validate against a bare Fastify echo of the same body, in the
 * same process and run (target: at least 70% of the echo). Run: pnpm --filter @svc/validator bench
 */
import { compareWithEcho, echoTable } from '@svc/bench'
import { validator } from '../src/app.js'

function order(i: number) {
  return {
    id: i,
    email: `buyer${i}@example.com`,
    paid: i % 2 === 0,
    total: 19.99 + i,
    note: null,
    lines: [
      { sku: `SKU-${i}`, quantity: 1, unitPrice: 9.99 },
      { sku: `SKU-${i + 1}`, quantity: 2, unitPrice: 5 },
    ],
  }
}

const schema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'email', 'lines'],
    properties: {
      id: { type: 'integer' },
      email: { type: 'string' },
      paid: { type: 'boolean' },
      total: { type: 'number' },
      note: { type: ['string', 'null'] },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: { sku: { type: 'string' }, quantity: { type: 'integer' }, unitPrice: { type: 'number' } },
        },
      },
    },
  },
}

function bodyOf(targetBytes: number): string {
  const payload = []
  for (let i = 0; JSON.stringify(payload).length < targetBytes; i++) payload.push(order(i))
  return JSON.stringify({ payload, schema })
}

const rows = await compareWithEcho(validator, [
  { label: '1 KB', path: '/validate', body: bodyOf(1_000), durationSeconds: 5 },
  { label: '100 KB', path: '/validate', body: bodyOf(100_000), durationSeconds: 5 },
  { label: '1 MB', path: '/validate', body: bodyOf(1_000_000), durationSeconds: 5 },
])
console.log(echoTable('validator', 'body', rows))

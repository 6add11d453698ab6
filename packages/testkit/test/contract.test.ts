import { describe, expect, it } from 'vitest'
import { injectAs, runContractSuite } from '../src/index.js'
import { echo } from './echo-service.js'

runContractSuite(echo, { method: 'POST', url: '/echo', body: { text: 'a body string', times: 2 } })

describe('envelope details', () => {
  it('maps zod issues to INVALID_REQUEST with dotted paths', async () => {
    const res = await injectAs(echo, { method: 'POST', url: '/echo', payload: { text: 5, extra: true } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'INVALID_REQUEST' })
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'text', message: expect.stringContaining('string') },
        { path: '', message: expect.stringContaining('extra') },
      ]),
    )
  })

  it('maps a service AppError through the merged catalog', async () => {
    const res = await injectAs(echo, { method: 'POST', url: '/echo', payload: { text: 'forbidden' } })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ error: 'TEXT_FORBIDDEN', message: 'That text is not allowed.' })
  })

  it('hides unexpected errors behind INTERNAL_ERROR without their message', async () => {
    const res = await injectAs(echo, { method: 'POST', url: '/echo', payload: { text: 'crash' } })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' })
    expect(res.body).not.toContain('secret internal detail')
  })

  it('refuses an empty body with INVALID_JSON', async () => {
    const res = await injectAs(echo, {
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_JSON')
  })

  it('refuses a POST without body as INVALID_REQUEST', async () => {
    const res = await injectAs(echo, { method: 'POST', url: '/echo' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_REQUEST')
  })
})

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildApp()
})
afterAll(() => app.close())

it('documents POST /convert with an example per media type (snapshot)', async () => {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' })
  const content = res.json().paths['/convert'].post.requestBody.content
  expect(Object.keys(content)).toEqual(
    expect.arrayContaining(['application/json', 'text/csv', 'multipart/form-data', 'application/xml']),
  )
  expect(content['application/json'].example).toMatchObject({ from: 'csv', to: 'json' })
  await expect(JSON.stringify(res.json(), null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
})

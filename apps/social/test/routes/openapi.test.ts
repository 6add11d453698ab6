import { buildTestApp } from '@svc/testkit'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { social } from '../../src/app.js'

let app: FastifyInstance
beforeAll(async () => {
  app = (await buildTestApp(social)).app
})
afterAll(() => app.close())

it('documents POST /normalize with its example and GET /platforms (snapshot)', async () => {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' })
  const document = res.json()
  expect(document.paths['/normalize'].post.requestBody.content['application/json'].example).toBeDefined()
  expect(document.paths['/platforms'].get.operationId).toBe('social.platforms')
  await expect(JSON.stringify(document, null, 2)).toMatchFileSnapshot('../__snapshots__/openapi.json')
})

import { runContractSuite } from '@svc/testkit'
import { afterAll } from 'vitest'
import { qr } from '../src/app.js'
import { GENERATE_EXAMPLE_REQUEST } from '../src/schemas/generate-examples.js'
import { testGenerator } from './support/test-generator.js'

const generator = testGenerator()
afterAll(() => generator.close())

runContractSuite(qr, { method: 'POST', url: '/generate', body: GENERATE_EXAMPLE_REQUEST }, { deps: { generator } })

import { loadFixture } from '@svc/normalize-kit/testing'
import { runContractSuite } from '@svc/testkit'
import { social } from '../src/app.js'

runContractSuite(social, {
  method: 'POST',
  url: '/normalize',
  body: {
    platform: 'mastodon',
    payload: loadFixture(new URL('./fixtures/', import.meta.url), 'mastodon', 'status.json'),
  },
})

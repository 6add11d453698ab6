/** Every service the runner mounts: one line per service, sorted by port. */

import { calendar } from '@svc/calendar'
import { consistency } from '@svc/consistency'
import type { Service } from '@svc/core'
import { diff } from '@svc/diff'
import { faultAnalyzer } from '@svc/fault-analyzer'
import { htmlConverter } from '@svc/html-converter'
import { invoice } from '@svc/invoice'
import { rateLimit } from '@svc/rate-limit'
import { signer } from '@svc/signer'
import { validator } from '@svc/validator'

export const services: readonly Service[] = [
  validator,
  signer,
  consistency,
  diff,
  htmlConverter,
  rateLimit,
  faultAnalyzer,
  invoice,
  calendar,
]

/** Every service the runner mounts: one line per service, sorted by port. */
import type { Service } from '@svc/core'
import { diff } from '@svc/diff'
import { rateLimit } from '@svc/rate-limit'
import { validator } from '@svc/validator'

export const services: readonly Service[] = [validator, diff, rateLimit]

/** Every service the runner mounts: one line per service, sorted by port. */
import type { Service } from '@svc/core'
import { validator } from '@svc/validator'

export const services: readonly Service[] = [validator]

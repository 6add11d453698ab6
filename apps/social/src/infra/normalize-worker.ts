/** The Piscina worker: one request per task; AppErrors travel back as data (classes do not cross threads). */
import { isAppError } from '@svc/core/errors'
import { normalizeSocial, type SocialRequest, type SocialResult } from '../domain/normalize-social.js'

export type NormalizeOutcome =
  | { ok: true; result: SocialResult }
  | { ok: false; code: string; message: string; extra: Record<string, unknown> }

export default function normalizeTask(task: SocialRequest): NormalizeOutcome {
  try {
    return { ok: true, result: normalizeSocial(task) }
  } catch (error) {
    if (!isAppError(error)) throw error
    return { ok: false, code: error.code, message: error.message, extra: { ...error.extra } }
  }
}

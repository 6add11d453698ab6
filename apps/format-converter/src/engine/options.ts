/**
 * `options.input.<format>` / `options.output.<format>` (camelCase format keys) checked against each
 * format's strict schema: an unknown option -> 422 UNKNOWN_OPTION naming it; a wrong value -> 400
 * INVALID_REQUEST with details; defaults filled in.
 */
import { AppError } from '@svc/core/errors'
import type { z } from 'zod'
import { isObject } from '../domain/model.js'
import { formatOfOptionKey, toOptionKey } from './lookup.js'

export interface OptionsBySide {
  input: Record<string, unknown>
  output: Record<string, unknown>
}

export function splitOptions(raw: unknown): OptionsBySide {
  if (raw === undefined || raw === null) return { input: {}, output: {} }
  if (!isObject(raw)) throw badOption('options', 'must be an object with `input` and/or `output`')
  for (const side of Object.keys(raw)) if (side !== 'input' && side !== 'output') throw unknownOption(`options.${side}`)
  const sides = { input: raw.input ?? {}, output: raw.output ?? {} }
  for (const [side, formats] of Object.entries(sides)) {
    if (!isObject(formats)) throw badOption(`options.${side}`, 'must be an object keyed by format')
    for (const key of Object.keys(formats)) if (!formatOfOptionKey(key)) throw unknownOption(`options.${side}.${key}`)
  }
  return sides as OptionsBySide
}

export function parseFormatOptions<O>(schema: z.ZodType<O>, raw: unknown, side: 'input' | 'output', format: string): O {
  const path = `options.${side}.${toOptionKey(format)}`
  const result = schema.safeParse(raw ?? {})
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') throw unknownOption([path, ...issue.path, issue.keys[0]].join('.'))
  }
  throw new AppError('INVALID_REQUEST', `${path}: ${result.error.issues[0]?.message ?? 'invalid'}`, {
    details: result.error.issues.map((issue) => ({ path: [path, ...issue.path].join('.'), message: issue.message })),
  })
}

function unknownOption(path: string): AppError {
  return new AppError('UNKNOWN_OPTION', `Unknown option ${path.slice(0, 200)}.`, { option: path.slice(0, 200) })
}

function badOption(path: string, reason: string): AppError {
  return new AppError('INVALID_REQUEST', `${path} ${reason}.`, { details: [{ path, message: reason }] })
}

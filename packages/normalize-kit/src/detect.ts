/**
 * Structural signatures: how an adapter recognizes its vendor's payload without being told. A
 * signature is data: `required` paths (each must hold a value; an inner array = any of them),
 * `equals` (path -> literal or list of literals), `matches` (path -> pattern), `absent` paths, and
 * `keys` (each pattern must match one top-level key: CSV-style headers such as `Line 1 Amount`) and
 * `bonus` paths that raise the score. Gate failed -> 0; passed -> 0.5 + (ceiling - 0.5) x (bonus hits /
 * bonus count), ceiling 1 unless a catch-all mode lowers it so that specific modes win.
 */
import { getPath, hasPath, type Path } from './lookup.js'

type Literal = string | number | boolean
export type PathChoice = Path | readonly Path[]

export interface Signature {
  required?: readonly PathChoice[]
  equals?: Readonly<Record<Path, Literal | readonly Literal[]>>
  matches?: Readonly<Record<Path, RegExp>>
  absent?: readonly Path[]
  keys?: readonly RegExp[]
  bonus?: readonly PathChoice[]
  /** Highest score this signature can reach (default 1). */
  ceiling?: number
}

/** The score of a signature that passed its gate and declares no bonus paths. */
export const GATE_SCORE = 0.5

function hasChoice(payload: unknown, choice: PathChoice): boolean {
  return typeof choice === 'string' ? hasPath(payload, choice) : choice.some((path) => hasPath(payload, path))
}

function equalsHolds(payload: unknown, path: Path, expected: Literal | readonly Literal[]): boolean {
  const actual = getPath(payload, path)
  return Array.isArray(expected) ? expected.includes(actual as Literal) : actual === expected
}

function keysMatch(payload: unknown, patterns: readonly RegExp[]): boolean {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return false
  const keys = Object.keys(payload)
  return patterns.every((pattern) => keys.some((key) => pattern.test(key)))
}

/** 0 when the gate fails, else GATE_SCORE..1 by the share of bonus paths present. */
export function scoreSignature(payload: unknown, signature: Signature): number {
  for (const choice of signature.required ?? []) if (!hasChoice(payload, choice)) return 0
  for (const [path, expected] of Object.entries(signature.equals ?? {}))
    if (!equalsHolds(payload, path, expected)) return 0
  for (const [path, pattern] of Object.entries(signature.matches ?? {})) {
    const actual = getPath(payload, path)
    if (typeof actual !== 'string' || !pattern.test(actual)) return 0
  }
  for (const path of signature.absent ?? []) if (getPath(payload, path) !== undefined) return 0
  if (signature.keys && !keysMatch(payload, signature.keys)) return 0
  const bonus = signature.bonus ?? []
  if (bonus.length === 0) return GATE_SCORE
  const hits = bonus.filter((choice) => hasChoice(payload, choice)).length
  return GATE_SCORE + (((signature.ceiling ?? 1) - GATE_SCORE) * hits) / bonus.length
}

/** How specific a signature is: the number of gate conditions (the first tie-breaker after score). */
export function signatureStrength(signature: Signature): number {
  return (
    (signature.required?.length ?? 0) +
    Object.keys(signature.equals ?? {}).length +
    Object.keys(signature.matches ?? {}).length +
    (signature.absent?.length ?? 0) +
    (signature.keys?.length ?? 0)
  )
}

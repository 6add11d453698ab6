/** Runs the conversion engine directly (no HTTP) on text, bytes or an already parsed JSON value. */
import type { JsonValue } from '../src/domain/model.js'
import { convert } from '../src/engine/convert.js'

export async function run(from: string, to: string, data: string | Uint8Array, options?: unknown) {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data
  return convert({ from, to, input: { bytes }, options })
}

export async function toText(from: string, to: string, data: string | Uint8Array, options?: unknown): Promise<string> {
  const { body } = await run(from, to, data, options)
  return typeof body === 'string' ? body : Buffer.from(body).toString('utf8')
}

/** Input read into the model, returned as the JSON writer's value. */
export async function read(from: string, data: string | Uint8Array, input?: Record<string, unknown>): Promise<unknown> {
  return JSON.parse(await toText(from, 'json', data, input ? { input } : undefined))
}

/** A value written in `to`. */
export async function write(to: string, value: unknown, output?: Record<string, unknown>) {
  const { body } = await convert({
    from: 'json',
    to,
    input: { value: value as JsonValue },
    options: output ? { output } : undefined,
  })
  return body
}

export async function rejection(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; extra: Record<string, unknown> }> {
  try {
    await promise
  } catch (error) {
    return error as { code: string; message: string; extra: Record<string, unknown> }
  }
  throw new Error('expected the conversion to fail')
}

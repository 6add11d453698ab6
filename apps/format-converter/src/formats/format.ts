/**
 * What a format is: a reader (bytes or text -> model) and a writer (model -> text or bytes), each with
 * its own strict zod options schema. Adding a format is adding its two modules to formats/index.ts.
 * Zod lives here (not in domain/) because each options schema is the one source of validation,
 * defaults and README documentation for that format.
 */
import type { z } from 'zod'
import type { JsonValue } from '../domain/model.js'

export type Output = string | Uint8Array

/** Lets base64 hand its payload to another format without importing the registry. */
export interface FormatContext {
  /** The most bytes the reply may hold (domain/limits.ts): writers that lay out tables refuse early. */
  readonly outputBudget: number
  read(format: string, bytes: Uint8Array, options: unknown): Promise<JsonValue>
  write(format: string, value: JsonValue, options: unknown): Promise<Output>
}

interface ReaderBase<O> {
  key: string
  /** Content-Type values (raw body style) and file extensions (multipart) that select this reader. */
  mediaTypes: readonly string[]
  extensions: readonly string[]
  options: z.ZodType<O>
}

/** Reads decoded text: UTF-8, or UTF-16 with a BOM when `utf16` is set. */
export interface TextReader<O> extends ReaderBase<O> {
  input: 'text'
  utf16?: boolean
  /** Bytes -> text for formats that declare their own encoding (XML); `fromString`: the text arrived as a JSON string. */
  decode?(bytes: Uint8Array, fromString: boolean): string
  read(text: string, options: O, context: FormatContext): JsonValue | Promise<JsonValue>
}

/** Reads the raw bytes (Excel). */
export interface BytesReader<O> extends ReaderBase<O> {
  input: 'bytes'
  read(bytes: Uint8Array, options: O, context: FormatContext): JsonValue | Promise<JsonValue>
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds readers of every options type
export type FormatReader<O = any> = TextReader<O> | BytesReader<O>

// biome-ignore lint/suspicious/noExplicitAny: the registry holds writers of every options type
export interface FormatWriter<O = any> {
  key: string
  /** Sent as Content-Type; matched against `Accept` in the raw body style. */
  mediaType: string
  /** Other `Accept` values that select this writer. */
  acceptAlso?: readonly string[]
  extension: string
  options: z.ZodType<O>
  write(value: JsonValue, options: O, context: FormatContext): Output | Promise<Output>
}

export function defineReader<O>(reader: TextReader<O> | BytesReader<O>): FormatReader<O> {
  return reader
}

export function defineWriter<O>(writer: FormatWriter<O>): FormatWriter<O> {
  return writer
}

/** A list holding exactly one value stands for that value (for formats that hold one record: env, query strings). */
export function soleRecord(value: JsonValue): JsonValue {
  return Array.isArray(value) && value.length === 1 ? (value[0] as JsonValue) : value
}

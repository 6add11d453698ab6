/**
 * Multipart bodies. The generated types give every operation that takes `multipart/form-data` the
 * form its OpenAPI document describes: the file part `file` as a `Blob` (a `File` carries its name),
 * or bytes as a `Uint8Array`, and the text fields as strings; a `FormData` built by hand is taken too.
 * The client turns such an object into a `FormData`, and fetch writes the Content-Type with its boundary.
 */
import { defaultBodySerializer } from 'openapi-fetch'

/** A file part: a Blob or File (its name becomes the part's filename), or the bytes themselves. */
export type FilePart = Blob | Uint8Array

/** A plain object with at least one file part: a form, since JSON cannot carry a Blob or raw bytes. */
export function isFormObject(body: unknown): body is Record<string, FilePart | string | undefined> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const proto = Object.getPrototypeOf(body)
  if (proto !== Object.prototype && proto !== null) return false
  return Object.values(body).some((value) => value instanceof Blob || value instanceof Uint8Array)
}

/** The FormData of a form object: file parts as files, the rest as text fields; undefined is left out. */
export function toFormData(form: Record<string, FilePart | string | undefined>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined) continue
    if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : name)
    else if (value instanceof Uint8Array) {
      // a copy into a plain ArrayBuffer: a Buffer's pooled memory and a SharedArrayBuffer are not BlobParts
      data.append(name, new Blob([new Uint8Array(value)], { type: 'application/octet-stream' }), name)
    } else data.append(name, String(value))
  }
  return data
}

/**
 * The client's body serializer: a FormData as it is, a form object as a FormData (fetch then writes
 * `multipart/form-data; boundary=...`), anything else as openapi-fetch's default does (JSON, or
 * URL-encoded when the call says so).
 */
export function serializeBody(body: unknown, headers?: Headers | Record<string, string>): unknown {
  if (body instanceof FormData) return body
  if (isFormObject(body)) return toFormData(body)
  return (defaultBodySerializer as (body: unknown, headers?: unknown) => unknown)(body, headers)
}

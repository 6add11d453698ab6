import type { OpenAPITSOptions } from 'openapi-typescript'

/** The document with every multipart/form-data request body described as the object of its parts (in place). */
export function describeForms<T extends object>(document: T): T
/** openapi-typescript hooks: a form's file parts are `Blob | Uint8Array`, a form also takes a FormData. */
export const FORM_TYPES: Pick<OpenAPITSOptions, 'transform' | 'postTransform'>

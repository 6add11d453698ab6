/**
 * The shared error envelope every service answers with (docs/contract.md "Errors"), as each
 * document's `components.schemas.Error` describes it; a test checks the generated types against it.
 */
export interface ErrorEnvelope {
  /** The stable UPPER_SNAKE code, one of the operation's codes in its OpenAPI document. */
  error: string
  /** One human sentence; never echoes the request. */
  message: string
  /** INVALID_REQUEST: each member to correct. */
  details?: { path: string; message: string }[]
}

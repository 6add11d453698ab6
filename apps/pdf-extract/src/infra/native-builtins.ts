/**
 * The engine's own builtins, captured before pdfjs-dist loads (src/infra/pdfjs.ts imports this
 * module first). The legacy build bundles core-js, which replaces `Array.prototype.push` in every
 * V8 (its check wants a TypeError from `push()` on an array with a read-only length, which V8 does
 * not throw) with a JavaScript loop, and `JSON.parse` / `JSON.stringify` with versions that track
 * source text. Those replacements are process-wide: every array push of pdfjs and of this engine
 * then runs through the loop (about a tenth of all CPU time on the scoring corpus).
 */
export const NATIVE_BUILTINS = {
  push: Array.prototype.push,
  parse: JSON.parse,
  stringify: JSON.stringify,
}

export function isNative(fn: unknown): boolean {
  return typeof fn === 'function' && /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(fn))
}

/** Puts back each builtin that was native when captured (a no-op for one that was not). */
export function restoreNativeBuiltins(): void {
  const { push, parse, stringify } = NATIVE_BUILTINS
  if (isNative(push) && Array.prototype.push !== push) {
    Object.defineProperty(Array.prototype, 'push', {
      value: push,
      writable: true,
      configurable: true,
      enumerable: false,
    })
  }
  if (isNative(parse) && JSON.parse !== parse) {
    Object.defineProperty(JSON, 'parse', { value: parse, writable: true, configurable: true, enumerable: false })
  }
  if (isNative(stringify) && JSON.stringify !== stringify) {
    Object.defineProperty(JSON, 'stringify', {
      value: stringify,
      writable: true,
      configurable: true,
      enumerable: false,
    })
  }
}

/**
 * Where a standalone service writes its log: stdout, buffered. One write per log line costs a
 * system call per request (the access log); lines are gathered up to 8 KiB and written together,
 * and at least every 200 ms so that a quiet service's lines still appear promptly. Writes are
 * synchronous (no thread-pool round trip per batch); whatever is buffered is written when the
 * process exits, however it exits.
 */
import pino from 'pino'

export const LOG_BUFFER_BYTES = 8192
export const LOG_FLUSH_INTERVAL_MS = 200

export function bufferedStdout(fd = 1): pino.DestinationStream {
  const stream = pino.destination({
    dest: fd,
    sync: true,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  })
  process.once('exit', () => stream.flushSync())
  return stream
}

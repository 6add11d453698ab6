/**
 * Where a standalone service writes its log: stdout, buffered. One write per log line costs a
 * system call per request (the access log); lines are gathered up to 8 KiB and written together,
 * and at least every 200 ms so that a quiet service's lines still appear promptly. Pino flushes
 * the buffer synchronously when the process exits (including after close-with-grace).
 */
import pino from 'pino'

export const LOG_BUFFER_BYTES = 8192
export const LOG_FLUSH_INTERVAL_MS = 200

export function bufferedStdout(fd = 1): pino.DestinationStream {
  return pino.destination({ dest: fd, sync: true, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_INTERVAL_MS })
}

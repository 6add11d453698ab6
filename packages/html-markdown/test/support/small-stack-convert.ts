/** Run by security tests in a child process with a small stack: converts 3,999 nested divs, prints the outcome. */
import { htmlToMarkdown } from '../../src/index.js'

try {
  process.stdout.write(JSON.stringify({ markdown: htmlToMarkdown(`${'<div>'.repeat(3_999)}x`).markdown }))
} catch (error) {
  const { code, message } = error as { code?: string; message: string }
  process.stdout.write(JSON.stringify({ code, message, isRangeError: error instanceof RangeError }))
}

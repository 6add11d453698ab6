/** The one vitest configuration; every package's vitest.config.ts re-exports it. */
import { defineConfig } from 'vitest/config'

// CI runs every package's tests at once on two cores: generous timeouts, since time limits
// belong in benchmarks, not in tests.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results.json' },
  },
})

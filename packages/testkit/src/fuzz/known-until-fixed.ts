/**
 * Format cases a service is known to fail, each with its finding, until the fix lands. The CI stage
 * skips exactly these (service, case) pairs and runs every other case; `pnpm fuzz --known` sends them
 * too. Remove an entry once its service passes it: the CI stage then holds the fix.
 */
export const KNOWN_UNTIL_FIXED: Record<string, Record<string, string>> = {}

export function knownFinding(service: string, caseName: string): string | undefined {
  return KNOWN_UNTIL_FIXED[service]?.[caseName]
}

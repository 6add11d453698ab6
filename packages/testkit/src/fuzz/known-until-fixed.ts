/**
 * Format cases a service is known to fail, each with its finding, until the fix lands. The CI stage
 * skips exactly these (service, case) pairs and runs every other case; `pnpm fuzz --known` sends them
 * too. Remove an entry once its service passes it: the CI stage then holds the fix.
 */
export const KNOWN_UNTIL_FIXED: Record<string, Record<string, string>> = {
  // Core parses a JSON body over 64 K characters in pieces that give the loop back (parse-json-sliced.ts);
  // consistency passes this case (load average 29). These two still hold /health past the bound.
  'html-converter': {
    'html-table-spans':
      'a 0.9 MB page of span cells held /health 754 ms as text/html and 398 ms as JSON (load average 28-30): the span estimate, not the JSON parse',
  },
  invoice: {
    'html-table-spans':
      'a JSON body of 0.9 MB strings held /health 3,254 ms (load average 30; 148 ms just before), after the sliced JSON parse',
  },
}

export function knownFinding(service: string, caseName: string): string | undefined {
  return KNOWN_UNTIL_FIXED[service]?.[caseName]
}

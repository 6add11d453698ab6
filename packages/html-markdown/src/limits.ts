/** The input limits of a conversion (README "How it works"); the refusals are in input-errors.ts. */

/** Elements open at once below `<body>`: the deepest accepted nesting. */
export const MAX_NESTING = 4_000
/** Attributes on one start or end tag. */
export const MAX_ATTRIBUTES = 1_000

/**
 * One request's budget of expanded occurrences: each recurring event
 * may list up to 1,000 instances within an expandWindow, so a file of many recurring events could
 * ask for millions of them — a reply of gigabytes and the memory to build it. Every event of a
 * request draws its `nextOccurrences` from one shared budget, in the order the events are read;
 * once it is spent, later lists are cut (possibly to none) and each cut event says so with an
 * OCCURRENCE_BUDGET_EXCEEDED warning, and the reply carries `occurrenceBudget`. The events
 * themselves are never dropped: only the derived list is shortened (see the README for why this is
 * a 200 and not a 4xx).
 */
export const OCCURRENCE_BUDGET = 100_000

/** RRULE expansion steps per request (rule-walk.ts): bounds the CPU of every recurring event of a request together. */
export const STEP_BUDGET = 300_000

export interface OccurrenceBudget {
  readonly limit: number
  /** Expansion steps spent (out of `stepLimit`). */
  steps: number
  readonly stepLimit: number
  /** Occurrences handed out so far. */
  used: number
  /** Events whose list was shortened because the budget ran out. */
  eventsTruncated: number
}

/** What the reply says when the budget ran out (absent otherwise). */
export interface OccurrenceBudgetReport {
  limit: number
  used: number
  eventsTruncated: number
}

export function createOccurrenceBudget(limit = OCCURRENCE_BUDGET, stepLimit = STEP_BUDGET): OccurrenceBudget {
  return { limit, used: 0, eventsTruncated: 0, steps: 0, stepLimit }
}

/** Expansion steps the request may still spend (unbounded without a budget: the per-rule limit applies). */
export function stepsLeft(budget: OccurrenceBudget | undefined): number {
  return budget ? Math.max(0, budget.stepLimit - budget.steps) : Number.POSITIVE_INFINITY
}

/** How many occurrences an event that wants `wanted` may still list. */
export function occurrencesLeft(budget: OccurrenceBudget, wanted: number): number {
  return Math.max(0, Math.min(wanted, budget.limit - budget.used))
}

/** `{ occurrenceBudget }` to spread into a reply when some list was cut, `{}` otherwise. */
export function budgetReport(budget: OccurrenceBudget): { occurrenceBudget?: OccurrenceBudgetReport } {
  if (budget.eventsTruncated === 0) return {}
  return { occurrenceBudget: { limit: budget.limit, used: budget.used, eventsTruncated: budget.eventsTruncated } }
}

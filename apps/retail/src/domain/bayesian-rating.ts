/**
 * The Bayesian average (a damped mean): `(C·m + Σ ratings) / (C + n)` = `(C·m + rating·n) / (C + n)`,
 * with a fixed prior of C = 10 pseudo-reviews at m = 3.5 stars. A fixed prior (not the mean of the
 * compared set) keeps a product's score independent of which other products are compared with it.
 * 5.0 from 2 reviews -> 3.75; 4.7 from 3,000 -> 4.70; no reviews -> 3.5 (the prior).
 */
export const RATING_PRIOR = { mean: 3.5, weight: 10 } as const

export function bayesianRating(rating: number | null | undefined, count: number | null | undefined): number {
  const n = rating === null || rating === undefined || !count || count < 0 ? 0 : count
  const sum = n === 0 ? 0 : (rating as number) * n
  return Math.round(((RATING_PRIOR.weight * RATING_PRIOR.mean + sum) / (RATING_PRIOR.weight + n)) * 1000) / 1000
}

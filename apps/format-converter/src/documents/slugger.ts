/** GitHub-style heading ids: lower case, punctuation dropped, spaces to `-`, repeats numbered `-1`, `-2`. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return (text) => {
    const base =
      text
        .toLowerCase()
        .trim()
        .replace(/<[^>]*>/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-') || 'section'
    const count = seen.get(base)
    seen.set(base, (count ?? -1) + 1)
    return count === undefined ? base : `${base}-${count + 1}`
  }
}

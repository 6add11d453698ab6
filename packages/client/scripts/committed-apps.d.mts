/** Service folders committed to git (a folder someone is still scaffolding is left out), sorted. */
export function committedApps(root: string): string[]

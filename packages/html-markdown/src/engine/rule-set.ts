/**
 * turndown's rule set, rebuilt from its public surface: the options a `TurndownService` was
 * constructed with (its CommonMark `rules` and the blank/keep/default replacements, defaults merged
 * by turndown itself), and plugins run against a recorder of `addRule`, `keep` and `remove`, which
 * orders the rules exactly as turndown 7.2.5's `Rules` does (each addition goes first; then kept, then
 * removed elements). Nothing is read from the service's private `rules` object.
 */
import type TurndownService from 'turndown'

export type Options = TurndownService.Options
export type Rule = TurndownService.Rule
export type Filter = TurndownService.Filter

/** turndown's options as constructed: they also hold the CommonMark rules by name (not in its types). */
export type ConstructedOptions = Options & { rules?: unknown }

/** What a turndown plugin may call: the public methods of `TurndownService` that change rules. */
export interface RuleTarget {
  readonly options: Options
  addRule(key: string, rule: Rule): RuleTarget
  keep(filter: Filter): RuleTarget
  remove(filter: Filter): RuleTarget
  use(plugin: ((target: RuleTarget) => void) | readonly ((target: RuleTarget) => void)[]): RuleTarget
}

/** The rules in the order turndown tries them, and the rules for blank and unmatched elements. */
export interface RuleSet {
  /** CommonMark and added rules, the last added first. */
  array: readonly Rule[]
  keep: readonly Rule[]
  remove: readonly Rule[]
  blankRule: Rule
  defaultRule: Rule
}

/** Everything a conversion needs: rules, options and the text escape. */
export interface RuleBook {
  rules: RuleSet
  options: Options
  escape(text: string): string
}

const removeReplacement = () => ''

/** Records what `configure` (rules of our own, plugins) does to a service with `options`. */
export function recordRules(options: ConstructedOptions, configure: (target: RuleTarget) => void): RuleSet {
  const commonMark = (options.rules ?? {}) as Record<string, Rule>
  const array: Rule[] = Object.values(commonMark)
  const keep: Rule[] = []
  const remove: Rule[] = []
  const keepReplacement = options.keepReplacement
  const target: RuleTarget = {
    options,
    addRule(_key, rule) {
      array.unshift(rule)
      return target
    },
    keep(filter) {
      keep.unshift({ filter, replacement: keepReplacement })
      return target
    },
    remove(filter) {
      remove.unshift({ filter, replacement: removeReplacement })
      return target
    },
    use(plugin) {
      if (Array.isArray(plugin)) for (const one of plugin) target.use(one)
      else if (typeof plugin === 'function') plugin(target)
      else throw new TypeError('plugin must be a Function or an Array of Functions')
      return target
    },
  }
  configure(target)
  return {
    array,
    keep,
    remove,
    blankRule: { filter: () => true, replacement: options.blankReplacement },
    defaultRule: { filter: () => true, replacement: options.defaultReplacement },
  }
}

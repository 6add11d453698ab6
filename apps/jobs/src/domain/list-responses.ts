/**
 * Vendor list responses sent as one item: Greenhouse and Ashby job boards `{ jobs: [...] }`, Workable
 * `{ jobs }`, Recruitee `{ offers }`, SmartRecruiters `{ content }`, LinkedIn `{ elements }`, BambooHR
 * careers `{ result: [...] }`, Teamtailor `{ data: [...], included? }` (each job a JSON:API document of its own, keeping `included`).
 * An object with a title of its own is a job, never a list.
 */
const LIST_MEMBERS = [
  'jobs',
  'postings',
  'offers',
  'content',
  'elements',
  'results',
  'result',
  'data',
  'items',
  'jobPostings',
]
const TITLES = ['title', 'name', 'text', 'jobtitle', 'jobOpeningName', 'job_title', 'jobTitle', '@type']

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

const isJsonApiResource = (v: Record<string, unknown>) => typeof v.type === 'string' && isObject(v.attributes)

/** The jobs of a list response, or undefined when `value` is not one. */
export function listResponse(value: unknown): unknown[] | undefined {
  if (!isObject(value) || TITLES.some((k) => Object.hasOwn(value, k))) return undefined
  const lists = LIST_MEMBERS.filter((k) => Array.isArray(value[k]))
  if (lists.length !== 1) return undefined
  const list = value[lists[0] as string] as unknown[]
  if (list.length === 0 || !list.every(isObject)) return undefined
  // A JSON:API document (Teamtailor): each resource becomes a document of its own, with `included` when
  // the list carries it (the published list example has none: `?include=` was not asked for).
  if (lists[0] === 'data' && (Array.isArray(value.included) || list.every(isJsonApiResource)))
    return list.map((data) => (Array.isArray(value.included) ? { data, included: value.included } : { data }))
  return list
}

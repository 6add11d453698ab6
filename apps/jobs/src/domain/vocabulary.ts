/**
 * Vendor words -> canonical enums. Keys are compared squashed (lower case, letters and digits only),
 * so `Full-time`, `FULL_TIME`, `FullTime` and `full time` are one key. Tables are canonical-first.
 */
import { codeTable } from '@svc/normalize-kit'
import type { EmploymentType, ExperienceLevel, JobStatus, RemoteMode, SalaryPeriod } from '../canonical/job.js'

export const squash = (value: string): string =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '')

export const EMPLOYMENT = codeTable<EmploymentType>({
  full_time: [
    'fulltime',
    'permanent',
    'regular',
    'fulltimeregular',
    'fulltimeemployee',
    'ft',
    'fte',
    'vollzeit',
    'tempsplein',
    'cdi',
    'tiempocompleto',
    'tempointegral',
    'tempopieno',
    'voltijd',
    'heltid',
    'permanentfulltime',
  ],
  part_time: [
    'parttime',
    'pt',
    'teilzeit',
    'tempspartiel',
    'tiempoparcial',
    'meioperiodo',
    'parttimeregular',
    'deeltijd',
    'deltid',
    'minijob',
    'werkstudent',
    'workingstudent',
    'permanentparttime',
  ],
  contract: [
    'contract',
    'contractor',
    'contracttohire',
    'freelance',
    'freelancer',
    'consultant',
    'contractual',
    'c2h',
    'selfemployed',
    'honorar',
    'freiberuflich',
  ],
  temporary: ['temporary', 'temp', 'seasonal', 'fixedterm', 'befristet', 'cdd', 'interim', 'temptohire', 'limited'],
  internship: [
    'internship',
    'intern',
    'praktikum',
    'stage',
    'apprenticeship',
    'apprentice',
    'ausbildung',
    'trainee',
    'coop',
    'pasantia',
    'estagio',
    'tirocinio',
  ],
  volunteer: ['volunteer', 'ehrenamt', 'benevolat', 'voluntariado', 'unpaid'],
  per_diem: ['perdiem', 'prn', 'asneeded', 'oncall'],
  other: ['other', 'others', 'notspecified', 'varies'],
})

export const LEVEL = codeTable<ExperienceLevel>({
  internship: ['internship', 'intern', 'student', 'studentcollege', 'studenthighschool', 'praktikant'],
  entry: [
    'entry',
    'entrylevel',
    'junior',
    'jr',
    'graduate',
    'newgrad',
    'beginner',
    'berufseinsteiger',
    'debutant',
    'trainee',
    'nomanagement',
  ],
  mid: [
    'mid',
    'midlevel',
    'intermediate',
    'associate',
    'experienced',
    'midseniorlevel',
    'professional',
    'berufserfahren',
    'confirme',
  ],
  senior: ['senior', 'seniorlevel', 'sr', 'expert', 'experte', 'experiencedprofessional'],
  lead: [
    'lead',
    'principal',
    'staff',
    'manager',
    'teamlead',
    'managersupervisor',
    'seniormanagersupervisor',
    'supervisor',
    'management',
  ],
  executive: [
    'executive',
    'director',
    'vp',
    'vicepresident',
    'cxo',
    'clevel',
    'head',
    'partner',
    'seniorexecutive',
    'executivelevel',
  ],
  unspecified: ['unspecified', 'notapplicable', 'na', 'none', 'any', 'all'],
})

export const STATUS = codeTable<JobStatus>({
  open: [
    'open',
    'published',
    'active',
    'live',
    'posted',
    'public',
    'listed',
    'unlisted',
    'approvedopen',
    'approved',
    'sourcing',
    'interview',
    'offer',
    'true',
    'opened',
    'accepting',
  ],
  closed: [
    'closed',
    'archived',
    'filled',
    'expired',
    'cancelled',
    'canceled',
    'inactive',
    'deleted',
    'false',
    'closedfilled',
    'closednotfilled',
    'rejected',
  ],
  draft: [
    'draft',
    'drafting',
    'unpublished',
    'pending',
    'scheduled',
    'created',
    'notpublished',
    'needsapproval',
    'pendingapproval',
    'new',
  ],
  paused: ['paused', 'onhold', 'hold', 'frozen', 'suspended'],
  unknown: ['unknown'],
})

export const REMOTE = codeTable<RemoteMode>({
  remote: [
    'remote',
    'fullyremote',
    'fully',
    'telecommute',
    'telecommuting',
    'remoteok',
    'wfh',
    'workfromhome',
    'homeoffice',
    'always',
    'yes',
    'true',
    'remoteonly',
    'distributed',
    'temporary',
    '100remote',
    'teletravail',
  ],
  hybrid: ['hybrid', 'hybridremote', 'partialremote', 'partiallyremote', 'sometimes', 'flexible', 'remotefriendly'],
  onsite: [
    'onsite',
    'office',
    'inoffice',
    'inperson',
    'none',
    'no',
    'false',
    'never',
    'notremote',
    'presencial',
    'vorort',
  ],
})

export const PERIOD = codeTable<SalaryPeriod>({
  hour: ['hour', 'hourly', 'hr', 'h', 'perhour', 'perhourwage', 'hourlywage', '1hour', 'stunde', 'heure', 'hora'],
  day: ['day', 'daily', 'perday', 'perdaywage', '1day', 'tag', 'jour', 'dia'],
  week: ['week', 'weekly', 'perweek', 'perweeksalary', 'perweekwage', '1week', 'woche', 'semaine', 'semana'],
  month: ['month', 'monthly', 'permonth', 'permonthsalary', '1month', 'monat', 'mois', 'mes', 'mensal', 'mensual'],
  year: [
    'year',
    'yearly',
    'annual',
    'annually',
    'peryear',
    'peryearsalary',
    '1year',
    'annum',
    'perannum',
    'pa',
    'jahr',
    'an',
    'ano',
    'anno',
    'yearlysalary',
  ],
})

/** The mapped value of a vendor word, or undefined (with `known` false when the word was not in the table). */
export function lookup<T extends string>(
  table: Readonly<Record<string, T>>,
  value: unknown,
): { value?: T; known: boolean } {
  if (typeof value === 'boolean') value = String(value)
  if (typeof value !== 'string' || value.trim() === '') return { known: true }
  const found = table[squash(value)]
  return found ? { value: found, known: true } : { known: false }
}

const TITLE_LEVELS: [RegExp, ExperienceLevel][] = [
  [/\b(intern|internship|praktikant(in)?|stagiaire|werkstudent(in)?)\b/i, 'internship'],
  [/\b(chief|c[etofi]o|vp|vice president|director|head of)\b/i, 'executive'],
  [/\b(lead|principal|staff|team ?lead|manager)\b/i, 'lead'],
  [/\b(senior|sr\.?)(?=\s|$|,)/i, 'senior'],
  [/\b(junior|jr\.?|entry[- ]level|graduate|trainee)(?=\s|$|,)/i, 'entry'],
]

/** A level from years of experience (`1+ years`, `5 Jahre`): < 2 entry, < 5 mid, < 8 senior, else lead. */
export function levelFromYears(text: string): ExperienceLevel | undefined {
  const m = /(\d{1,2})\s*\+?\s*(years?|yrs?|jahre?n?|ans|años|anos|anni|jaar)/i.exec(text)
  if (!m) return undefined
  const years = Number(m[1])
  return years < 2 ? 'entry' : years < 5 ? 'mid' : years < 8 ? 'senior' : 'lead'
}

/** A level read from a job title (`Senior Engineer` -> senior), or undefined. */
export function levelFromTitle(title: string): ExperienceLevel | undefined {
  for (const [pattern, level] of TITLE_LEVELS) if (pattern.test(title)) return level
  return undefined
}

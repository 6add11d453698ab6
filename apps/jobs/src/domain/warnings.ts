/** The job normalizer's warning codes: the kit's catalog plus the job's own (README table). */
import { defineWarnings } from '@svc/normalize-kit'

export const JOB_WARNINGS = defineWarnings({
  PLATFORM_MISMATCH: {
    meaning:
      'The payload fits another platform adapter (or schema.org JSON-LD) better than the declared `platform`; it was read as that shape (`platform_fuzzy`).',
    penalty: 0.15,
  },
  SALARY_FROM_TEXT: {
    meaning: 'The salary was parsed from text (`salary.raw`), not read from structured members.',
    penalty: 0.02,
  },
  SALARY_UNREADABLE: {
    meaning: 'A salary text held no amount; `salary` is null and the text is not kept.',
    penalty: 0.02,
  },
  UNSAFE_HTML_REMOVED: {
    meaning: 'The description held scripts, frames, event handlers or javascript: links; they were removed.',
    penalty: 0,
  },
  JSONLD_INCOMPLETE: {
    meaning:
      'With `includeJsonLd`, a member Google for Jobs requires (title, description, datePosted, hiringOrganization, jobLocation or remote) is missing.',
    penalty: 0,
  },
})

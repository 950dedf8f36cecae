import type { ApiModule } from '../../http/module'
import { forgetEndedSearchSessions } from './service'

export const jobs: ApiModule['jobs'] = [
  { name: 'forget ended searches', run: ({ db }, now) => forgetEndedSearchSessions(db, now) },
]

import type { ApiModule } from '../../http/module'
import { postgresAttachmentStore } from './attachmentStore'
import { deleteUnsentAttachments } from './attachments'
import { registerSupportRoutes } from './routes'

export const register: ApiModule['register'] = (context) => registerSupportRoutes(context)
export const jobs: ApiModule['jobs'] = [
  {
    name: 'delete unsent support attachments',
    run: ({ db }, now) => deleteUnsentAttachments(db, postgresAttachmentStore(db), now),
  },
]

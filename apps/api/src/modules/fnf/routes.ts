import { endpoints } from '@rihla/api-contract/endpoints'
import { FNF_MAX_ENTRIES } from '@rihla/api-contract/fnf'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { createFnfEntry, deleteFnfEntry, getFnfEntry, listFnfEntries, updateFnfEntry } from './service'

/** Friends and family: each signed-in user sees and changes only their own saved travellers. */
export function registerFnfRoutes(register: Register, { db }: Pick<AppDeps, 'db'>) {
  register(endpoints.fnfList, async (c) => ({
    entries: await listFnfEntries(db, c.get('user').id),
    limit: FNF_MAX_ENTRIES,
  }))
  register(endpoints.fnfCreate, async (c, { body }) => ({
    entry: await createFnfEntry(db, c.get('user').id, body),
  }))
  register(endpoints.fnfGet, async (c, { params }) => ({
    entry: await getFnfEntry(db, c.get('user').id, params.id),
  }))
  register(endpoints.fnfUpdate, async (c, { params, body }) => ({
    entry: await updateFnfEntry(db, c.get('user').id, params.id, body),
  }))
  register(endpoints.fnfDelete, async (c, { params }) => deleteFnfEntry(db, c.get('user').id, params.id))
}

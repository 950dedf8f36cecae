import type { User } from '@rihla/api-contract'
import { atom } from 'jotai'
import type { StoredValues } from './storedSchemas'
import { storedAtom } from './storage'

/** The persisted user store of SPEC.md §3. */
export const userAtom = storedAtom('user', null as User | null)

/** True once an api_token exists (SPEC.md §3). */
export const isAuthenticatedAtom = atom((get) => Boolean(get(userAtom)?.api_token))

export type AuthState = StoredValues['auth']

/** The persisted auth store: partner bearer tokens for the flight and hotel APIs. */
export const authAtom = storedAtom('auth', { token: null, hotelToken: null })

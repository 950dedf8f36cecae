import { userSchema } from '@rihla/api-contract'
import type { User } from '@rihla/api-contract'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import * as z from 'zod/mini'
import { STORAGE_PREFIX, validatedStorage } from './storage'

/** The persisted user store of SPEC.md §3. */
export const userAtom = atomWithStorage<User | null>(
  `${STORAGE_PREFIX}user`,
  null,
  validatedStorage(z.nullable(userSchema)),
  { getOnInit: true },
)

/** True once an api_token exists (SPEC.md §3). */
export const isAuthenticatedAtom = atom((get) => Boolean(get(userAtom)?.api_token))

const authSchema = z.object({ token: z.nullable(z.string()), hotelToken: z.nullable(z.string()) })
export type AuthState = z.infer<typeof authSchema>

/** The persisted auth store: partner bearer tokens for the flight and hotel APIs. */
export const authAtom = atomWithStorage<AuthState>(
  `${STORAGE_PREFIX}auth`,
  { token: null, hotelToken: null },
  validatedStorage(authSchema),
  { getOnInit: true },
)

import type { FnfEntry } from '@rihla/api-contract/fnf'
import type { PassengerInput } from '@rihla/api-contract/passenger'
import type { z } from 'zod/mini'

type Present<T> = { [K in keyof T]-?: Exclude<T[K], null | undefined> }

/**
 * What a passenger form holds: every field of the contract's passenger, text fields as text ('' when
 * empty), the choices '' until one is made, the hotel guest's age null until given.
 */
export type PassengerFormValues = Omit<Present<PassengerInput>, 'prefix' | 'gender' | 'age'> & {
  prefix: Present<PassengerInput>['prefix'] | ''
  gender: Present<PassengerInput>['gender'] | ''
  age: number | null
}
export type PassengerFieldName = keyof PassengerFormValues

export const emptyPassenger: PassengerFormValues = {
  prefix: '',
  gender: '',
  firstName: '',
  lastName: '',
  nationality: '',
  dateOfBirth: '',
  nationalId: '',
  passportNumber: '',
  passportCountry: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  nickname: '',
  frequentFlyerAlliance: '',
  frequentFlyerNumber: '',
  phone: '',
  email: '',
  age: null,
  saveForLater: false,
}

/** A saved traveller as form values, to fill a passenger form or edit the entry. */
export function passengerValuesOf(entry: FnfEntry): PassengerFormValues {
  return {
    ...emptyPassenger,
    prefix: entry.prefix,
    gender: entry.gender,
    firstName: entry.firstName,
    lastName: entry.lastName,
    nationality: entry.nationality,
    dateOfBirth: entry.dateOfBirth,
    nationalId: entry.nationalId ?? '',
    passportNumber: entry.passportNumber ?? '',
    passportCountry: entry.passportCountry ?? '',
    passportIssueDate: entry.passportIssueDate ?? '',
    passportExpiryDate: entry.passportExpiryDate ?? '',
    nickname: entry.nickname,
    frequentFlyerAlliance: entry.frequentFlyerAlliance ?? '',
    frequentFlyerNumber: entry.frequentFlyerNumber ?? '',
    phone: entry.phone ?? '',
    email: entry.email ?? '',
  }
}

/** The first message of each bad field (English catalogue text), as the server would report them. */
export function passengerErrors(schema: z.ZodMiniType, values: PassengerFormValues) {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Partial<Record<PassengerFieldName, string>> = {}
  for (const issue of result.error.issues) {
    const [field] = issue.path
    if (typeof field === 'string' && field in emptyPassenger)
      errors[field as PassengerFieldName] ??= issue.message
  }
  return errors
}

import { z } from 'zod/mini'
import { messages } from './messages'
import type { Message } from './messages'
import { phoneProblem, phoneSchema, toE164Phone } from './phone'
import { ageOn, isIsoDate, todayInSaudiArabia } from './dates'
import { allianceCodeSchema } from './alliances'

// A passenger or hotel guest (SPEC.md §3) with the rules of §5 and §9. Every vertical's passenger-details
// screen and the saved travellers (friends and family) validate with these, in the browser and on the server.

export const PASSENGER_PREFIXES = ['Mr', 'Mrs.', 'Miss.'] as const
export const passengerPrefixSchema = z.enum(PASSENGER_PREFIXES)
export type PassengerPrefix = z.infer<typeof passengerPrefixSchema>

export const GENDERS = ['male', 'female'] as const
export const genderSchema = z.enum(GENDERS)
export type Gender = z.infer<typeof genderSchema>

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const
export const passengerTypeSchema = z.enum(PASSENGER_TYPES)
export type PassengerType = z.infer<typeof passengerTypeSchema>

// In modules of their own, so a flight search's contract has them without the phone rules.
export { ALLIANCE_CODES, allianceCodeSchema } from './alliances'
export type { AllianceCode } from './alliances'

/** How many travellers of each type a search or quote counts. */
export interface PassengerCounts {
  adults: number
  children: number
  infants: number
}

/** One traveller's place in a booking. */
export interface PassengerSlot {
  /** The passenger index of the reserve request, the seat holds and the add-ons. */
  index: number
  type: PassengerType
  /** 1 for the first of its type: "Adult 1", "Child 1". */
  ordinal: number
}

/** The travellers of a booking in the order the reservation lists them: adults, then children, then infants. */
export function passengerSlots(counts: PassengerCounts): PassengerSlot[] {
  const groups: [PassengerType, number][] = [
    ['adult', counts.adults],
    ['child', counts.children],
    ['infant', counts.infants],
  ]
  let index = 0
  return groups.flatMap(([type, count]) =>
    Array.from({ length: count }, (_, position) => ({ index: index++, type, ordinal: position + 1 })),
  )
}

export const NAME_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 100
/** A CNIC (and any ID other than a Saudi one) has at least this many digits (SPEC.md §9). */
export const NATIONAL_ID_MIN_DIGITS = 13
/** A Saudi National ID and an Iqama have exactly this many. */
export const SAUDI_ID_DIGITS = 10
export const NATIONAL_ID_MAX_DIGITS = 20
export const HOTEL_GUEST_MAX_AGE = 120

/**
 * Age bands (SPEC.md §3, §9), in completed years on the travel date: adult 12 and above, child from 2 up
 * to (not including) 12, infant under 2. A twelfth birthday on the travel date makes an adult.
 */
export const AGE_BANDS: Record<
  PassengerType,
  { minYears: number; belowYears: number | null; message: Message }
> = {
  adult: { minYears: 12, belowYears: null, message: messages.adultAge },
  child: { minYears: 2, belowYears: 12, message: messages.childAge },
  infant: { minYears: 0, belowYears: 2, message: messages.infantAge },
}

export { isIsoDate, todayInSaudiArabia }

/** The band an age in years falls in. */
export function passengerTypeOfAge(years: number): PassengerType {
  if (years >= AGE_BANDS.adult.minYears) return 'adult'
  if (years >= AGE_BANDS.child.minYears) return 'child'
  return 'infant'
}

/** The passenger type of a traveller born on `dateOfBirth`, on the given day. */
export const passengerTypeOn = (dateOfBirth: string, day: string) =>
  passengerTypeOfAge(ageOn(dateOfBirth, day))

const inBand = (type: PassengerType, years: number) => {
  const band = AGE_BANDS[type]
  return years >= band.minYears && (band.belowYears === null || years < band.belowYears)
}

const NAME_PATTERN = /^[\p{L}\s]+$/u
const PASSPORT_NUMBER = /^[A-Z0-9]{5,20}$/
const FLYER_NUMBER = /^[A-Z0-9]{5,20}$/
const COUNTRY_CODE = /^[A-Z]{2}$/

/** Upper-cased without spaces or dashes, as printed in a passport or on a loyalty card. */
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** One rule of a text field: the message when the (trimmed, non-empty) value breaks it. */
type Rule = (value: string) => Message | undefined

interface TextOptions {
  /** Checked in order on a filled-in value; the first broken one is the field's message. */
  rules?: readonly Rule[]
  /** The stored form of a valid value. */
  normalize?: (value: string) => string
}

// No check here aborts (`abort: true`): an explicit abort would stop the checks between fields too.
const text = (required: Message | undefined, { rules = [], normalize }: TextOptions) =>
  z.string({ error: required ?? messages.invalidValue }).check(
    z.trim(),
    z.superRefine<string>((value, ctx) => {
      if (value === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required, input: value })
        return
      }
      for (const rule of rules) {
        const message = rule(value)
        if (message) return ctx.addIssue({ code: 'custom', message, input: value })
      }
    }),
    ...(normalize ? [z.overwrite(normalize)] : []),
  )

/** A text field that must be filled in: `required` for a missing or blank value, then its rules. */
const requiredText = (required: Message, options: TextOptions = {}) => text(required, options)

/**
 * A text field that may be left out: absent, null and blank all mean "not given" (a form sends ''),
 * anything else must keep the rules. Whether it is needed may depend on other fields (see the cross check).
 */
const optionalText = (options: TextOptions = {}) => z.optional(z.nullable(text(undefined, options)))

/** A choice among fixed values: `required` when nothing was chosen, else "not valid". */
const choice = <const T extends readonly [string, ...string[]]>(values: T, required: Message) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? required
        : messages.invalidValue,
  })

const nameRules: Rule[] = [
  (value) =>
    value.length < NAME_MIN_LENGTH || !NAME_PATTERN.test(value) ? messages.firstLastNameRule : undefined,
  (value) => (value.length > NAME_MAX_LENGTH ? messages.nameTooLong : undefined),
]
const isoDateRule: Rule = (value) => (isIsoDate(value) ? undefined : messages.invalidValue)
const countryRule: Rule = (value) => (COUNTRY_CODE.test(value) ? undefined : messages.invalidValue)
const NATIONAL_ID_FORMAT = /^[\d\s-]+$/
/** Only its own format here: how many digits the number has depends on the nationality (see the cross check). */
const nationalIdRules: Rule[] = [
  (value) => (NATIONAL_ID_FORMAT.test(value) ? undefined : messages.nationalIdInvalid),
  (value) =>
    value.replace(/\D/g, '').length > NATIONAL_ID_MAX_DIGITS ? messages.nationalIdInvalid : undefined,
]
const passportNumberRule: Rule = (value) =>
  PASSPORT_NUMBER.test(compact(value)) ? undefined : messages.passportNumberInvalid
const nicknameRule: Rule = (value) => (value.length > NAME_MAX_LENGTH ? messages.nameTooLong : undefined)
const emailRule: Rule = (value) => (z.regexes.email.test(value) ? undefined : messages.invalidEmail)
const digitsOnly = (value: string) => value.replace(/\D/g, '')

/**
 * The ID a traveller gives, told from the nationality and the number: a Saudi national gives the
 * National ID (10 digits starting 1), a resident of another nationality the Iqama (10 digits starting
 * 2), anyone else a CNIC or other national ID (13 digits or more). Without a nationality yet, a
 * 10-digit number starting 1 or 2 is taken for the Saudi ID or Iqama it looks like.
 */
export type NationalIdKind = 'saudiNationalId' | 'iqama' | 'cnic'

export function nationalIdKind(digits: string, nationality?: string | null): NationalIdKind {
  if (nationality === 'SA') return 'saudiNationalId'
  if (digits.length !== SAUDI_ID_DIGITS) return 'cnic'
  if (nationality || digits.startsWith('2')) return 'iqama'
  return digits.startsWith('1') ? 'saudiNationalId' : 'cnic'
}

/**
 * The check digit of a Saudi National ID or Iqama: the Luhn sum, every other digit from the first
 * doubled (its digits added), must be a multiple of ten.
 */
export function hasSaudiIdCheckDigit(digits: string): boolean {
  let sum = 0
  for (const [index, char] of [...digits].entries()) {
    const digit = Number(char)
    const weighted = index % 2 === 0 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum % 10 === 0
}

const SAUDI_ID_FIRST_DIGIT: Record<Exclude<NationalIdKind, 'cnic'>, string> = {
  saudiNationalId: '1',
  iqama: '2',
}

/** The message for a national ID (digits only) of a traveller of this nationality, if it is wrong. */
export function nationalIdProblem(digits: string, nationality?: string | null): Message | undefined {
  const kind = nationalIdKind(digits, nationality)
  if (kind === 'cnic') return digits.length < NATIONAL_ID_MIN_DIGITS ? messages.cnicMinDigits : undefined
  const valid =
    digits.length === SAUDI_ID_DIGITS &&
    digits.startsWith(SAUDI_ID_FIRST_DIGIT[kind]) &&
    hasSaudiIdCheckDigit(digits)
  return valid ? undefined : messages.nationalIdInvalid
}

export interface PassengerRules {
  /** The age band the traveller must be in on the travel date; any age when absent (a saved traveller). */
  type?: PassengerType
  /** YYYY-MM-DD the age and passport validity are measured on; today in Saudi Arabia when absent. */
  travelDate?: string
  /** Today (YYYY-MM-DD); for tests, which need a fixed clock. */
  today?: string
  /** Domestic trips need the national ID (CNIC). */
  requireNationalId?: boolean
  /** International trips need the passport, its issuing country and its dates. */
  requirePassport?: boolean
  /** A saved traveller is known by a nickname. */
  requireNickname?: boolean
  /** The lead passenger is reached by phone and email. */
  requireContact?: boolean
  /** Hotel guests give an age instead of a date of birth. */
  requireAge?: boolean
}

const todayOf = (rules: PassengerRules) => rules.today ?? todayInSaudiArabia()
const travelDayOf = (rules: PassengerRules) => rules.travelDate ?? todayOf(rules)

function dateOfBirthRules(rules: PassengerRules): Rule[] {
  return [
    isoDateRule,
    (value) => (value > todayOf(rules) ? messages.dateOfBirthInFuture : undefined),
    (value) => {
      const years = ageOn(value, travelDayOf(rules))
      if (years > HOTEL_GUEST_MAX_AGE) return messages.invalidValue
      return rules.type && !inBand(rules.type, years) ? AGE_BANDS[rules.type].message : undefined
    },
  ]
}

/** A date of birth that must be given, with its age rules (saved travellers, most passengers). */
export const dateOfBirthSchema = (rules: PassengerRules = {}) =>
  requiredText(messages.dateOfBirthRequired, { rules: dateOfBirthRules(rules) })

/** The nickname a saved traveller is known by. */
export const nicknameSchema = requiredText(messages.nicknameRequired, { rules: [nicknameRule] })

/**
 * The stored fields of a passenger, each checked on its own (a bad format, an age outside the
 * passenger type's band). Fields every traveller needs say so here; the ones a trip or another field
 * makes necessary (documents, contact, nickname, date of birth or age) are required by
 * `passengerCrossCheck`, so a form has the same shape whatever the trip.
 */
export function passengerFields(rules: PassengerRules = {}) {
  return {
    prefix: choice(PASSENGER_PREFIXES, messages.requiredField),
    gender: choice(GENDERS, messages.genderRequired),
    firstName: requiredText(messages.firstNameRequired, { rules: nameRules }),
    lastName: requiredText(messages.lastNameRequired, { rules: nameRules }),
    nationality: requiredText(messages.nationalityRequired, { rules: [countryRule] }),
    dateOfBirth: optionalText({ rules: dateOfBirthRules(rules) }),
    nationalId: optionalText({ rules: nationalIdRules, normalize: digitsOnly }),
    passportNumber: optionalText({ rules: [passportNumberRule], normalize: compact }),
    passportCountry: optionalText({ rules: [countryRule] }),
    passportIssueDate: optionalText({
      rules: [
        isoDateRule,
        (value) => (value > todayOf(rules) ? messages.passportIssuanceInFuture : undefined),
      ],
    }),
    passportExpiryDate: optionalText({
      rules: [
        isoDateRule,
        (value) => (value < todayOf(rules) ? messages.passportExpired : undefined),
        (value) => (value < travelDayOf(rules) ? messages.passportExpiresBeforeTravel : undefined),
      ],
    }),
    nickname: optionalText({ rules: [nicknameRule] }),
    frequentFlyerAlliance: z.optional(
      z.nullable(z.union([allianceCodeSchema, z.literal('')], { error: messages.invalidValue })),
    ),
    frequentFlyerNumber: optionalText({ normalize: compact }),
    phone: optionalText({ rules: [phoneProblem], normalize: (value) => toE164Phone(value) ?? value }),
    email: optionalText({ rules: [emailRule], normalize: (value) => value.toLowerCase() }),
  }
}

type PassengerFieldName = keyof ReturnType<typeof passengerFields> | 'age' | 'saveForLater'

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The rules between fields: a national ID fits the traveller's nationality; a passport is given whole (number, issuing country, issuance and expiry
 * dates) or not at all, and is required for international trips; it expires after it was issued; an
 * alliance needs a valid frequent flyer number and a number needs its alliance; a traveller saved for
 * later needs a nickname; and whatever the trip requires (`rules`) is given. Runs even when single fields failed, so every bad field is named at once.
 */
export function passengerCrossCheck(rules: PassengerRules = {}) {
  return z.superRefine<Record<string, unknown>>(
    (passenger, ctx) => {
      const fail = (path: PassengerFieldName, message: Message) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: passenger[path] })

      const needed: [boolean | undefined, PassengerFieldName, Message][] = [
        [!rules.requireAge, 'dateOfBirth', messages.dateOfBirthRequired],
        [rules.requireNationalId, 'nationalId', messages.cnicRequired],
        [rules.requireNickname || passenger.saveForLater === true, 'nickname', messages.nicknameRequired],
        [rules.requireContact, 'phone', messages.phoneRequired],
        [rules.requireContact, 'email', messages.emailRequired],
      ]
      for (const [isNeeded, field, message] of needed) {
        if (isNeeded && !filled(passenger[field])) fail(field, message)
      }
      if (rules.requireAge && typeof passenger.age !== 'number') fail('age', messages.requiredField)

      // The number's length and check digit depend on whose ID it is; a bad format was named already.
      const nationalId = passenger.nationalId
      if (filled(nationalId) && NATIONAL_ID_FORMAT.test(nationalId.trim())) {
        const nationality = typeof passenger.nationality === 'string' ? passenger.nationality.trim() : null
        const digits = nationalId.replace(/\D/g, '')
        const problem = digits.length <= NATIONAL_ID_MAX_DIGITS && nationalIdProblem(digits, nationality)
        if (problem) fail('nationalId', problem)
      }

      const passport = {
        passportNumber: messages.passportRequired,
        passportCountry: messages.countryRequired,
        passportIssueDate: messages.passportIssuanceRequired,
        passportExpiryDate: messages.passportExpiryRequired,
      } as const
      const passportStarted = Object.keys(passport).some((field) => filled(passenger[field]))
      if (rules.requirePassport || passportStarted) {
        for (const [field, message] of Object.entries(passport)) {
          if (!filled(passenger[field])) fail(field as keyof typeof passport, message)
        }
      }
      const { passportIssueDate: issued, passportExpiryDate: expires } = passenger
      if (filled(issued) && filled(expires) && isIsoDate(issued.trim()) && isIsoDate(expires.trim())) {
        if (expires.trim() <= issued.trim()) fail('passportExpiryDate', messages.passportExpiryBeforeIssuance)
      }

      const alliance = passenger.frequentFlyerAlliance
      const flyerNumber = passenger.frequentFlyerNumber
      const flyerNumberValid = filled(flyerNumber) && FLYER_NUMBER.test(compact(flyerNumber))
      if (filled(alliance)) {
        if (!flyerNumberValid) fail('frequentFlyerNumber', messages.frequentFlyerInvalid)
      } else if (filled(flyerNumber)) {
        if (flyerNumberValid) fail('frequentFlyerAlliance', messages.requiredField)
        else fail('frequentFlyerNumber', messages.flyerNumberInvalid)
      }
    },
    // Zod skips object checks after a field's type error; these guard their own inputs instead.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
}

/** A hotel guest's age in years, checked against the guest's passenger type when one is given. */
const ageField = (rules: PassengerRules) =>
  z.optional(
    z.nullable(
      z.int({ error: messages.invalidValue }).check(
        z.superRefine<number>((years, ctx) => {
          if (years < 0 || years > HOTEL_GUEST_MAX_AGE) {
            ctx.addIssue({ code: 'custom', message: messages.invalidValue, input: years })
          } else if (rules.type && !inBand(rules.type, years)) {
            ctx.addIssue({ code: 'custom', message: AGE_BANDS[rules.type].message, input: years })
          }
        }),
      ),
    ),
  )

/**
 * A passenger or guest of a booking: the stored fields plus the hotel guest's age and the choice to
 * save the traveller for later. Build one per traveller with its type and the travel date.
 */
export function passengerSchema(rules: PassengerRules = {}) {
  return z
    .object({
      ...passengerFields(rules),
      age: ageField(rules),
      saveForLater: z.optional(z.boolean({ error: messages.invalidValue })),
    })
    .check(passengerCrossCheck(rules))
}

export type PassengerSchema = ReturnType<typeof passengerSchema>
/** What a passenger form holds and sends. */
export type PassengerInput = z.input<PassengerSchema>
/** A checked passenger: trimmed, codes compacted. */
export type Passenger = z.output<PassengerSchema>

const requiredEmail = z.pipe(
  z
    .string({ error: messages.emailRequired })
    .check(z.trim(), z.minLength(1, { error: messages.emailRequired })),
  z.string().check(z.regex(z.regexes.email, { error: messages.invalidEmail })),
)

/** Where a booking's confirmation and its changes go: checked by every vertical's reservation. */
export const bookingContactSchema = z.object(
  { email: requiredEmail, phone: phoneSchema },
  { error: messages.emailRequired },
)
/** The contact details as a form holds and sends them. */
export type BookingContact = z.input<typeof bookingContactSchema>

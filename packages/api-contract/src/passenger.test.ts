import { describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import { FNF_MAX_ENTRIES, fnfEntryRequestSchema } from './fnf'
import { messages } from './messages'
import { ageOn } from './dates'
import { isIsoDate, passengerSchema, passengerSlots, passengerTypeOn, todayInSaudiArabia } from './passenger'
import type { PassengerInput, PassengerRules } from './passenger'

/** The first message for each bad field, as the server reports them. */
function fieldMessages(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input)
  const byField: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message
  return byField
}

const TODAY = '2026-11-22'
const TRAVEL = '2026-12-15'

const layla: PassengerInput = {
  prefix: 'Mrs.',
  gender: 'female',
  firstName: 'Layla',
  lastName: 'Al Qahtani',
  nationality: 'SA',
  dateOfBirth: '1990-04-18',
}

const check = (input: Partial<PassengerInput>, rules: PassengerRules = {}) =>
  fieldMessages(passengerSchema({ today: TODAY, ...rules }), { ...layla, ...input })

describe('dates and ages', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('26-11-22')).toBe(false)
    expect(isIsoDate('0019-02-10')).toBe(true)
  })

  it('counts completed years, the birthday itself included', () => {
    expect(ageOn('2014-12-15', '2026-12-14')).toBe(11)
    expect(ageOn('2014-12-15', '2026-12-15')).toBe(12)
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1)
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2)
  })

  it('puts a traveller in a band on a given day', () => {
    expect(passengerTypeOn('2014-12-15', '2026-12-15')).toBe('adult')
    expect(passengerTypeOn('2014-12-16', '2026-12-15')).toBe('child')
    expect(passengerTypeOn('2024-12-15', '2026-12-15')).toBe('child')
    expect(passengerTypeOn('2024-12-16', '2026-12-15')).toBe('infant')
  })

  it('measures today in Saudi Arabia (UTC+3)', () => {
    expect(todayInSaudiArabia(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22')
    expect(todayInSaudiArabia(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23')
  })
})

describe('passengerSchema', () => {
  it('accepts a complete traveller and keeps the stored form of each value', () => {
    const parsed = passengerSchema({ today: TODAY }).parse({
      ...layla,
      firstName: '  Layla ',
      nationalId: '1023 456-781',
      passportNumber: 'a1 234-567',
      passportCountry: 'SA',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2032-01-09',
      frequentFlyerAlliance: 'skyteam',
      frequentFlyerNumber: 'sv 123 456',
      phone: '+966 55 123 4567',
      email: 'Layla@Example.SA',
      nickname: 'Mum',
      saveForLater: true,
    })
    expect(parsed).toMatchObject({
      firstName: 'Layla',
      nationalId: '1023456781',
      passportNumber: 'A1234567',
      frequentFlyerNumber: 'SV123456',
      phone: '+966551234567',
      email: 'layla@example.sa',
    })
  })

  it('names every missing required field with the spec’s message', () => {
    expect(fieldMessages(passengerSchema({ today: TODAY }), {})).toEqual({
      prefix: messages.requiredField,
      gender: messages.genderRequired,
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      nationality: messages.nationalityRequired,
      dateOfBirth: messages.dateOfBirthRequired,
    })
  })

  it('treats blank text and empty choices as missing', () => {
    expect(
      check({ prefix: '' as never, gender: '' as never, firstName: ' ', lastName: '', nationality: '' }),
    ).toEqual({
      prefix: messages.requiredField,
      gender: messages.genderRequired,
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      nationality: messages.nationalityRequired,
    })
  })

  it('refuses values outside the lists', () => {
    expect(check({ prefix: 'Dr' as never, gender: 'other' as never, nationality: 'Saudi' })).toEqual({
      prefix: messages.invalidValue,
      gender: messages.invalidValue,
      nationality: messages.invalidValue,
    })
  })

  it.each([
    ['Al', messages.firstLastNameRule],
    ['Layla2', messages.firstLastNameRule],
    ['Layla-Rose', messages.firstLastNameRule],
    ['x'.repeat(101), messages.nameTooLong],
  ])('first and last names: %j → %s', (name, message) => {
    expect(check({ firstName: name, lastName: name })).toEqual({ firstName: message, lastName: message })
  })

  it('accepts names of three letters, with spaces, in Arabic too', () => {
    expect(check({ firstName: 'Ali', lastName: 'Bin Saleh' })).toEqual({})
    expect(check({ firstName: 'ليلى', lastName: 'آل قحطان' })).toEqual({})
  })

  describe('ages on the travel date', () => {
    const rulesFor = (type: 'adult' | 'child' | 'infant') => ({ type, travelDate: TRAVEL })

    it.each([
      ['adult', '2014-12-15', null],
      ['adult', '2014-12-16', messages.adultAge],
      ['child', '2014-12-16', null],
      ['child', '2014-12-15', messages.childAge],
      ['child', '2024-12-15', null],
      ['child', '2024-12-16', messages.childAge],
      ['infant', '2024-12-16', null],
      ['infant', '2024-12-15', messages.infantAge],
      ['infant', '2026-11-22', null],
    ] as const)('%s born %s', (type, dateOfBirth, message) => {
      expect(check({ dateOfBirth }, rulesFor(type))).toEqual(message ? { dateOfBirth: message } : {})
    })

    it('measures on today when no travel date is given', () => {
      expect(check({ dateOfBirth: '2014-11-22' }, { type: 'adult' })).toEqual({})
      expect(check({ dateOfBirth: '2014-11-23' }, { type: 'adult' })).toEqual({
        dateOfBirth: messages.adultAge,
      })
    })

    it('refuses a birth date in the future or one that is not a date', () => {
      expect(check({ dateOfBirth: '2026-11-23' })).toEqual({ dateOfBirth: messages.dateOfBirthInFuture })
      expect(check({ dateOfBirth: '2026-02-30' })).toEqual({ dateOfBirth: messages.invalidValue })
      expect(check({ dateOfBirth: '1890-01-01' })).toEqual({ dateOfBirth: messages.invalidValue })
    })
  })

  describe('national ID, Iqama or CNIC', () => {
    // Real-format numbers: 10 digits whose last is the Luhn check digit of the first nine.
    const saudiId = '1023456781'
    const iqama = '2345678904'
    const pakistani = { nationality: 'PK' }

    it('takes a Saudi national’s 10-digit National ID starting 1 with its check digit', () => {
      expect(check({ nationalId: saudiId })).toEqual({})
      expect(check({ nationalId: '1012345672' })).toEqual({})
      expect(check({ nationalId: '1234567897' })).toEqual({})
    })

    it('refuses a Saudi national’s ID with a wrong check digit, length or first digit as not valid', () => {
      expect(check({ nationalId: '1023456782' })).toEqual({ nationalId: messages.nationalIdInvalid })
      expect(check({ nationalId: '102345678' })).toEqual({ nationalId: messages.nationalIdInvalid })
      expect(check({ nationalId: '10234567810' })).toEqual({ nationalId: messages.nationalIdInvalid })
      expect(check({ nationalId: iqama })).toEqual({ nationalId: messages.nationalIdInvalid })
      expect(check({ nationalId: '1234567890123' })).toEqual({ nationalId: messages.nationalIdInvalid })
    })

    it('takes a resident’s 10-digit Iqama starting 2 with its check digit', () => {
      expect(check({ ...pakistani, nationalId: iqama })).toEqual({})
      expect(check({ nationality: 'EG', nationalId: '2109876546' })).toEqual({})
      expect(check({ ...pakistani, nationalId: '2345678905' })).toEqual({
        nationalId: messages.nationalIdInvalid,
      })
      // A Saudi ID is not a foreigner's: a 10-digit number for another nationality must be an Iqama.
      expect(check({ ...pakistani, nationalId: saudiId })).toEqual({ nationalId: messages.nationalIdInvalid })
    })

    it('keeps the CNIC rule, at least 13 digits, for any other number of another nationality', () => {
      expect(check({ ...pakistani, nationalId: '12345-1234567-1' })).toEqual({})
      expect(check({ ...pakistani, nationalId: '123456789012' })).toEqual({
        nationalId: messages.cnicMinDigits,
      })
      expect(check({ ...pakistani, nationalId: '12345' })).toEqual({ nationalId: messages.cnicMinDigits })
    })

    it('without a nationality yet, judges a 10-digit number as the Saudi ID or Iqama it looks like', () => {
      expect(check({ nationality: '', nationalId: saudiId })).toEqual({
        nationality: messages.nationalityRequired,
      })
      expect(check({ nationality: '', nationalId: '2345678905' }).nationalId).toBe(messages.nationalIdInvalid)
      expect(check({ nationality: '', nationalId: '12345' }).nationalId).toBe(messages.cnicMinDigits)
    })

    it('allows only digits, spaces and dashes, and at most 20 digits', () => {
      expect(check({ nationalId: '12345A1234567' })).toEqual({ nationalId: messages.nationalIdInvalid })
      expect(check({ ...pakistani, nationalId: '1'.repeat(21) })).toEqual({
        nationalId: messages.nationalIdInvalid,
      })
    })

    it('is required when the trip says so', () => {
      expect(check({}, { requireNationalId: true })).toEqual({ nationalId: messages.cnicRequired })
      expect(check({ nationalId: ' ' }, { requireNationalId: true })).toEqual({
        nationalId: messages.cnicRequired,
      })
    })
  })

  describe('passport', () => {
    const passport = {
      passportNumber: 'A1234567',
      passportCountry: 'SA',
      passportIssueDate: '2022-01-10',
      passportExpiryDate: '2032-01-09',
    }

    it('is given whole or not at all', () => {
      expect(check({ passportNumber: 'A1234567' })).toEqual({
        passportCountry: messages.countryRequired,
        passportIssueDate: messages.passportIssuanceRequired,
        passportExpiryDate: messages.passportExpiryRequired,
      })
      expect(check({ passportExpiryDate: '2030-01-01' })).toEqual({
        passportNumber: messages.passportRequired,
        passportCountry: messages.countryRequired,
        passportIssueDate: messages.passportIssuanceRequired,
      })
      expect(check(passport)).toEqual({})
    })

    it('is required for international trips', () => {
      expect(check({}, { requirePassport: true })).toEqual({
        passportNumber: messages.passportRequired,
        passportCountry: messages.countryRequired,
        passportIssueDate: messages.passportIssuanceRequired,
        passportExpiryDate: messages.passportExpiryRequired,
      })
    })

    it('has a number of 5 to 20 letters and digits', () => {
      expect(check({ ...passport, passportNumber: 'A12' })).toEqual({
        passportNumber: messages.passportNumberInvalid,
      })
      expect(check({ ...passport, passportNumber: 'A12#4567' })).toEqual({
        passportNumber: messages.passportNumberInvalid,
      })
    })

    it('expires after it was issued', () => {
      expect(check({ ...passport, passportExpiryDate: '2022-01-10' })).toEqual({
        passportExpiryDate: messages.passportExpired,
      })
      expect(
        check({ ...passport, passportIssueDate: '2026-11-22', passportExpiryDate: '2026-11-22' }),
      ).toEqual({
        passportExpiryDate: messages.passportExpiryBeforeIssuance,
      })
    })

    it('is not expired, today or on the travel date', () => {
      expect(check({ ...passport, passportExpiryDate: '2026-11-21' })).toEqual({
        passportExpiryDate: messages.passportExpired,
      })
      expect(check({ ...passport, passportExpiryDate: '2026-11-22' })).toEqual({})
      expect(check({ ...passport, passportExpiryDate: '2026-12-14' }, { travelDate: TRAVEL })).toEqual({
        passportExpiryDate: messages.passportExpiresBeforeTravel,
      })
    })

    it('was not issued in the future', () => {
      expect(check({ ...passport, passportIssueDate: '2026-11-23' })).toEqual({
        passportIssueDate: messages.passportIssuanceInFuture,
      })
    })
  })

  describe('frequent flyer', () => {
    it('an alliance needs a valid number', () => {
      expect(check({ frequentFlyerAlliance: 'star' })).toEqual({
        frequentFlyerNumber: messages.frequentFlyerInvalid,
      })
      expect(check({ frequentFlyerAlliance: 'star', frequentFlyerNumber: 'AB#1' })).toEqual({
        frequentFlyerNumber: messages.frequentFlyerInvalid,
      })
      expect(check({ frequentFlyerAlliance: 'star', frequentFlyerNumber: 'SV123456' })).toEqual({})
    })

    it('a number on its own must be valid and needs its alliance', () => {
      expect(check({ frequentFlyerNumber: '12' })).toEqual({
        frequentFlyerNumber: messages.flyerNumberInvalid,
      })
      expect(check({ frequentFlyerNumber: 'SV123456' })).toEqual({
        frequentFlyerAlliance: messages.requiredField,
      })
    })

    it('knows only the alliances of the reference data', () => {
      expect(
        check({ frequentFlyerAlliance: 'valuealliance' as never, frequentFlyerNumber: 'SV123456' }),
      ).toEqual({
        frequentFlyerAlliance: messages.invalidValue,
      })
    })
  })

  describe('contact, nickname and hotel guests', () => {
    it('checks a phone and an email when given, and requires them for the lead passenger', () => {
      expect(check({ phone: '12ab', email: 'layla@' })).toEqual({
        phone: messages.invalidPhone,
        email: messages.invalidEmail,
      })
      expect(check({}, { requireContact: true })).toEqual({
        phone: messages.phoneRequired,
        email: messages.emailRequired,
      })
    })

    it('needs a nickname to save the traveller for later', () => {
      expect(check({ saveForLater: true })).toEqual({ nickname: messages.nicknameRequired })
      expect(check({ saveForLater: true, nickname: 'Mum' })).toEqual({})
      expect(check({ saveForLater: false })).toEqual({})
    })

    it('a hotel guest gives an age in the band of the guest type instead of a date of birth', () => {
      const guest = { ...layla, dateOfBirth: '' }
      const rules = { type: 'child', requireAge: true, today: TODAY } as const
      expect(fieldMessages(passengerSchema(rules), guest)).toEqual({ age: messages.requiredField })
      expect(fieldMessages(passengerSchema(rules), { ...guest, age: 7 })).toEqual({})
      expect(fieldMessages(passengerSchema(rules), { ...guest, age: 12 })).toEqual({ age: messages.childAge })
      expect(fieldMessages(passengerSchema(rules), { ...guest, age: -1 })).toEqual({
        age: messages.invalidValue,
      })
    })
  })
})

describe('fnfEntryRequestSchema', () => {
  it('needs a nickname and a date of birth on top of the passenger’s required fields', () => {
    expect(fieldMessages(fnfEntryRequestSchema, {})).toEqual({
      prefix: messages.requiredField,
      gender: messages.genderRequired,
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      nationality: messages.nationalityRequired,
      dateOfBirth: messages.dateOfBirthRequired,
      nickname: messages.nicknameRequired,
    })
  })

  it('accepts any age and leaves the documents optional', () => {
    expect(
      fnfEntryRequestSchema.safeParse({ ...layla, dateOfBirth: '2026-01-01', nickname: 'Baby' }).success,
    ).toBe(true)
  })

  it('names every bad field at once, field rules and rules between fields together', () => {
    expect(
      fieldMessages(fnfEntryRequestSchema, {
        ...layla,
        firstName: 'Al',
        nickname: '',
        nationalId: '123',
        nationality: 'PK',
        passportNumber: 'A1234567',
        frequentFlyerAlliance: 'oneworld',
      }),
    ).toEqual({
      firstName: messages.firstLastNameRule,
      nickname: messages.nicknameRequired,
      nationalId: messages.cnicMinDigits,
      passportCountry: messages.countryRequired,
      passportIssueDate: messages.passportIssuanceRequired,
      passportExpiryDate: messages.passportExpiryRequired,
      frequentFlyerNumber: messages.frequentFlyerInvalid,
    })
  })

  it('states its limit in the limit message', () => {
    expect(messages.fnfLimitReached).toContain(String(FNF_MAX_ENTRIES))
  })
})

describe('passengerSlots', () => {
  it('lists adults, then children, then infants, numbered in the booking and within their type', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual([
      { index: 0, type: 'adult', ordinal: 1 },
      { index: 1, type: 'adult', ordinal: 2 },
      { index: 2, type: 'child', ordinal: 1 },
      { index: 3, type: 'infant', ordinal: 1 },
    ])
    expect(passengerSlots({ adults: 0, children: 0, infants: 0 })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { sendOtpRequestSchema } from './account'
import { reserveRequestSchema } from './flightBooking'
import { messages } from './messages'
import { passengerSchema } from './passenger'
import { phoneSchema, toE164Phone } from './phone'

/** A traveller with nothing wrong but, maybe, the phone. */
const TRAVELLER = { prefix: 'Mr', gender: 'male', firstName: 'Omar', lastName: 'Zahrani' } as const
const BORN = { nationality: 'AE', dateOfBirth: '1978-09-30' }

/** What each form that asks for a phone makes of one typed number: the stored number, or its message. */
function verdicts(typed: string) {
  const outcome = (result: {
    success: boolean
    data?: unknown
    error?: { issues: { message: string }[] }
  }) => (result.success ? { phone: result.data } : { message: result.error?.issues[0]?.message })
  const account = sendOtpRequestSchema.safeParse({ phone: typed, purpose: 'phone_change' })
  const passenger = passengerSchema({ today: '2026-11-22' }).safeParse({
    ...TRAVELLER,
    ...BORN,
    phone: typed,
  })
  const contact = reserveRequestSchema.shape.contact.safeParse({ email: 'omar@example.com', phone: typed })
  return {
    account: outcome({ ...account, data: account.data?.phone }),
    passenger: outcome({ ...passenger, data: passenger.data?.phone }),
    contact: outcome({ ...contact, data: contact.data?.phone }),
  }
}

describe('the phone rule', () => {
  it.each([
    ['+966500000001', '+966500000001'],
    ['+966 50 123 4567', '+966501234567'],
    ['+966-55-111-2233', '+966551112233'],
    ['00966501234567', '+966501234567'],
    // Saudi numbers as people write them at home, without the country code.
    ['0500000001', '+966500000001'],
    ['050 123 4567', '+966501234567'],
    ['0111234567', '+966111234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+92 300 1234567', '+923001234567'],
  ])('accepts %s as %s in the account, passenger and contact forms alike', (typed, stored) => {
    expect(toE164Phone(typed)).toBe(stored)
    expect(verdicts(typed)).toEqual({
      account: { phone: stored },
      passenger: { phone: stored },
      contact: { phone: stored },
    })
  })

  it.each(['0500', '12ab', '+9665123', '+96650000000123', '+1 555 000 0000', '+'])(
    'refuses %s with the same message everywhere',
    (typed) => {
      const message = messages.invalidPhone
      expect(verdicts(typed)).toEqual({ account: { message }, passenger: { message }, contact: { message } })
    },
  )

  it('says a required phone is missing before it says anything of its format', () => {
    expect(phoneSchema.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual([
      messages.phoneRequired,
    ])
    expect(phoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe(messages.phoneRequired)
  })
})

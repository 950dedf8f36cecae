import { describe, expect, it } from 'vitest'
import {
  BOOKING_PAYMENT_SEGMENTS,
  bookingDetailPath,
  bookingPaymentPath,
  bookingsIndexRequestSchema,
  hotelCancelQuerySchema,
  userBookingGetRequestSchema,
} from './bookings'
import { messages } from './messages'
import { BOOKING_TYPES } from './bookingKinds'

describe('bookingsIndexRequestSchema', () => {
  it('defaults to the first page of Upcoming, ten at a time', () => {
    expect(bookingsIndexRequestSchema.parse({})).toEqual({ tab: 'upcoming', page: 1, pageSize: 10 })
  })

  it('takes one type and one status of the spec lists', () => {
    expect(
      bookingsIndexRequestSchema.parse({ tab: 'past', type: 'car_rental', status: 'Refund In Progress' }),
    ).toMatchObject({ tab: 'past', type: 'car_rental', status: 'Refund In Progress' })
  })

  it('refuses anything else with a catalogue message per field', () => {
    const result = bookingsIndexRequestSchema.safeParse({
      tab: 'soon',
      type: 'ferry',
      status: 'pending',
      page: 0,
      pageSize: 51,
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      ['tab', 'type', 'status', 'page', 'pageSize'].map((field) => [field, messages.invalidValue]),
    )
  })
})

describe('booking references', () => {
  it('needs a uuid', () => {
    expect(userBookingGetRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(messages.requiredField)
    expect(userBookingGetRequestSchema.safeParse({ uuid: 'RH-DEMO-01' }).error?.issues[0]?.message).toBe(
      messages.invalidValue,
    )
  })

  it('needs the api_token of the traveller to cancel a hotel booking', () => {
    const result = hotelCancelQuerySchema.safeParse({ UUID: '0b6f4f7e-4a7b-4f39-9a57-2d8a0f1c7e55' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['api_token', messages.unauthenticated],
    ])
  })
})

describe('bookingPaymentPath', () => {
  it('gives every booking type its own payment address', () => {
    expect(Object.keys(BOOKING_PAYMENT_SEGMENTS).sort()).toEqual([...BOOKING_TYPES].sort())
    expect(new Set(Object.values(BOOKING_PAYMENT_SEGMENTS)).size).toBe(BOOKING_TYPES.length)
    expect(bookingPaymentPath('airline', 'abc')).toBe('/flights/payments/abc')
    expect(bookingPaymentPath('railway', 'abc')).toBe('/train/payments/abc')
    expect(bookingPaymentPath('hotel', 'a/b')).toBe('/hotels/payments/a%2Fb')
  })
})

describe('bookingDetailPath', () => {
  it('leads a flight, hotel or bus booking to its detail page and the types without one nowhere', () => {
    expect(bookingDetailPath('airline', 'a/b')).toBe('/flights/booking-detail/a%2Fb')
    expect(bookingDetailPath('hotel', 'abc')).toBe('/hotel/booking-detail/abc')
    expect(bookingDetailPath('bus', 'abc')).toBe('/bus/booking-detail/abc')
    expect(bookingDetailPath('railway', 'abc')).toBe('/train/booking-detail/abc')
    expect(bookingDetailPath('event', 'abc')).toBe('/event/booking-detail/abc')
    expect(bookingDetailPath('wallet', 'abc')).toBeNull()
  })
})

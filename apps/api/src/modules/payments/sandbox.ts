import { messages } from '@rihla/api-contract'
import type { Locale, LocalizedText } from '@rihla/api-contract'
import type { BookingType } from '@rihla/api-contract/bookings'
import type { devCreateBookingRequestSchema } from '@rihla/api-contract/dev'
import { vatWithin } from '@rihla/api-contract/pricing'
import { eq } from 'drizzle-orm'
import type { z } from 'zod/mini'
import type { Db } from '../../db/client'
import { currencies, inventoryHolds } from '../../db/schema'
import type { InventoryResourceType } from '../../db/schema'
import { FieldError } from '../../errors'
import { createPendingBooking } from '../bookings/create'
import { toBooking } from '../bookings/service'

export type DevBookingInput = z.output<typeof devCreateBookingRequestSchema>

/** What each kind of booking holds while it waits for payment. */
const HELD_RESOURCE: Record<BookingType, InventoryResourceType> = {
  event: 'pass',
  cinema: 'pass',
  tour: 'pass',
  hotel: 'room',
  railway: 'seat',
  car_rental: 'seat',
  airline: 'seat',
  bus: 'seat',
  wallet: 'seat',
  subscription: 'pass',
}

const TITLES: Record<BookingType, LocalizedText> = {
  event: { en: 'Riyadh Season concert', ar: 'حفل موسم الرياض' },
  railway: { en: 'Riyadh to Dammam train', ar: 'قطار الرياض إلى الدمام' },
  hotel: { en: 'Jeddah Corniche hotel, 2 nights', ar: 'فندق كورنيش جدة، ليلتان' },
  car_rental: { en: 'Car rental in Abha', ar: 'تأجير سيارة في أبها' },
  cinema: { en: 'Cinema tickets', ar: 'تذاكر سينما' },
  tour: { en: 'AlUla heritage tour', ar: 'جولة العُلا التراثية' },
  airline: { en: 'Riyadh to Jeddah flight', ar: 'رحلة الرياض إلى جدة' },
  bus: { en: 'Riyadh to Qassim bus', ar: 'حافلة الرياض إلى القصيم' },
  wallet: { en: 'Wallet top-up', ar: 'شحن المحفظة' },
  subscription: { en: 'Rihla Plus subscription', ar: 'اشتراك رحلة بلس' },
}

const SANDBOX_PROVIDER: LocalizedText = { en: 'Rihla sandbox', ar: 'بيئة رحلة التجريبية' }

/**
 * Sandbox: a Pending booking of the caller with the given total and payment window, holding `holds`
 * seats, rooms or passes until it is paid or expires, as a vertical's reservation would.
 */
export async function createDevBooking(
  db: Db,
  userId: string,
  input: DevBookingInput,
  locale: Locale,
  now: Date = new Date(),
) {
  const [currency] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, input.currency))
    .limit(1)
  if (!currency) throw new FieldError('currency', messages.invalidCurrency)
  const paymentExpiresAt = new Date(now.getTime() + input.expiresInSeconds * 1000)
  const row = await db.transaction(async (tx) => {
    const title = TITLES[input.type]
    const booking = await createPendingBooking(
      tx,
      {
        userId,
        type: input.type,
        orderPrefix: 'RH-DEV',
        reason: 'sandbox booking',
        providerEn: SANDBOX_PROVIDER.en,
        providerAr: SANDBOX_PROVIDER.ar,
        titleEn: title.en,
        titleAr: title.ar,
        totalAmount: input.amount,
        ...vatWithin(input.amount),
        currency: input.currency,
        paymentExpiresAt,
      },
      now,
    )
    if (input.holds > 0) {
      await tx.insert(inventoryHolds).values(
        Array.from({ length: input.holds }, (_, index) => ({
          bookingId: booking.id,
          resourceType: HELD_RESOURCE[input.type],
          resourceKey: `sandbox:${booking.id}:${index + 1}`,
          expiresAt: paymentExpiresAt,
          createdAt: now,
        })),
      )
    }
    return booking
  })
  return toBooking(row, locale, now)
}

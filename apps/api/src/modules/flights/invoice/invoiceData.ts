import { serverMessages } from '@rihla/api-contract'
import { VAT_PERCENT } from '@rihla/api-contract/pricing'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { bookings, flightBookings } from '../../../db/schema'
import { ServiceError } from '../../../errors'
import { isDomesticTrip } from '../inventory'
import { networkOf } from '../network'
import { vatBaseSar } from '../pricing'
import type { StoredFlight } from '../stored'
import type { Seller } from './seller'

export interface InvoiceLine {
  en: string
  ar: string
  /** Halalas, before VAT. */
  net: number
  /** Percent, or null for a charge outside VAT's scope. */
  vatPercent: number | null
}

/** A simplified tax invoice of a paid flight booking, amounts in halalas (invoices are in SAR). */
export interface FlightInvoice {
  number: string
  issuedAt: Date
  orderId: string
  pnr: string | null
  titleEn: string
  titleAr: string
  lines: InvoiceLine[]
  taxable: number
  vat: number
  total: number
  seller: Seller
}

/**
 * The invoice of one of the caller's own flight bookings, once it is paid, issued by `seller` (the
 * configured one). Another user's booking, an unpaid one and one of another type are all "not found":
 * the invoice exists only for its owner.
 */
export async function flightInvoice(
  db: Db,
  userId: string,
  uuid: string,
  seller: Seller,
): Promise<FlightInvoice> {
  const [found] = await db
    .select()
    .from(bookings)
    .innerJoin(flightBookings, eq(flightBookings.bookingId, bookings.id))
    .where(and(eq(bookings.id, uuid), eq(bookings.userId, userId), isNotNull(bookings.paidAt)))
    .limit(1)
  if (!found) throw new ServiceError('not_found', serverMessages.notFound)
  const { bookings: row, flight_bookings: flight } = found
  const stored = flight.itinerary as unknown as StoredFlight
  const { parts } = stored
  const domestic = isDomesticTrip(await networkOf(db), stored.planned)
  // Arabic texts avoid Latin punctuation (brackets, colons): the Arabic font subset does not carry it.
  const lines: InvoiceLine[] = [
    {
      en: domestic ? 'Air transport (domestic)' : 'Air transport (international, zero-rated)',
      ar: domestic ? 'نقل جوي داخلي' : 'نقل جوي دولي بنسبة صفر',
      net: parts.baseFare + parts.surcharge,
      vatPercent: domestic ? VAT_PERCENT : 0,
    },
    {
      en: 'Ticketing fees and service charge',
      ar: 'رسوم إصدار التذاكر ورسوم الخدمة',
      net: parts.fees + parts.serviceCharges,
      vatPercent: VAT_PERCENT,
    },
    {
      en: 'Airport and government charges',
      ar: 'رسوم المطارات والرسوم الحكومية',
      net: parts.tax,
      vatPercent: null,
    },
  ]
  if (parts.addons > 0)
    lines.push({
      en: 'Add-ons: baggage, seats, meals',
      ar: 'الإضافات من أمتعة ومقاعد ووجبات',
      net: parts.addons,
      vatPercent: null,
    })
  if (parts.discount > 0) lines.push({ en: 'Discount', ar: 'الخصم', net: -parts.discount, vatPercent: null })
  const net = lines.reduce((sum, line) => sum + line.net, 0)
  return {
    number: `INV-${row.orderRef}`,
    issuedAt: row.paidAt!,
    orderId: row.orderRef,
    pnr: row.pnr,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    lines,
    taxable: vatBaseSar(parts, domestic),
    vat: parts.vat,
    total: net + parts.vat,
    seller,
  }
}

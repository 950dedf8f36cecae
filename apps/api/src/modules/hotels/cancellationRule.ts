import type { LocalizedText } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import { hotelBookings } from '../../db/schema'
import type { CancellationRule } from '../cancellation/rule'
import { cancellationCost } from './cancellation'

// A hotel booking is cancelled the way DELETE /hotels/api/cancel cancels it (cancellation.ts): free
// until the rate's deadline, then the rate's fee, all of it when non-refundable. It has no online limit:
// a non-refundable stay can be cancelled, giving nothing back, and the rooms go back on sale.

interface StoredTerms {
  halalas?: number
  feeAfterDeadlineHalalas?: number
  freeCancellationUntil?: string | null
}

const dateIn = (iso: string, locale: 'en-GB' | 'ar-SA-u-ca-gregory-nu-latn') =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }).format(new Date(iso))

function ruleOf(terms: StoredTerms | undefined): LocalizedText {
  if (!terms?.halalas) return { en: 'Refundable in full.', ar: 'قابل للاسترداد بالكامل.' }
  if (terms.freeCancellationUntil)
    return {
      en: `Free cancellation until ${dateIn(terms.freeCancellationUntil, 'en-GB')} (Saudi time); after that, the rate's cancellation fee.`,
      ar: `إلغاء مجاني حتى ${dateIn(terms.freeCancellationUntil, 'ar-SA-u-ca-gregory-nu-latn')} بتوقيت السعودية، وبعد ذلك تُخصم رسوم الإلغاء الخاصة بالسعر.`,
    }
  return terms.feeAfterDeadlineHalalas !== undefined && terms.feeAfterDeadlineHalalas >= terms.halalas
    ? { en: 'Non-refundable rate.', ar: 'سعر غير قابل للاسترداد.' }
    : {
        en: "Cancellation costs the rate's cancellation fee.",
        ar: 'يخضع الإلغاء لرسوم الإلغاء الخاصة بالسعر.',
      }
}

export const hotelCancellationRule: CancellationRule = {
  async terms(db, booking, now) {
    const [stay] = await db
      .select({ price: hotelBookings.price })
      .from(hotelBookings)
      .where(eq(hotelBookings.bookingId, booking.id))
      .limit(1)
    // The fee on the whole stay as if paid: the cancellation module keeps it within what was paid.
    const { fee } = cancellationCost(
      { paidAt: booking.paidAt ?? now, totalAmount: booking.totalAmount },
      stay ?? null,
      now,
    )
    return {
      rule: ruleOf(stay?.price),
      travellerRefusal: null,
      fee,
      agentFee: fee,
    }
  },
}

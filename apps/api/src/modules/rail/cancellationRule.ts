import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText } from '@rihla/api-contract'
import type { TrainClass } from '@rihla/api-contract/trains'
import { eq } from 'drizzle-orm'
import { transitBookings } from '../../db/schema'
import type { CancellationRule } from '../cancellation/rule'
import { FULL_REFUND_TERMS, hasStarted, keptOf, startedTerms } from '../cancellation/rule'

// Rail tickets are refundable by class, less a share the operator keeps, until departure; a sleeper cabin
// (the North line's night train, sold whole) only until two days before, when it can no longer be resold.

interface ClassRefund {
  refundPercent: number
  /** Hours before departure after which the traveller can no longer cancel online. */
  untilHoursBefore: number
  rule: LocalizedText
}

export const TRAIN_CANCELLATION: Record<TrainClass, ClassRefund> = {
  economy: {
    refundPercent: 75,
    untilHoursBefore: 0,
    rule: {
      en: 'Economy: refundable until departure, less a 25% cancellation charge.',
      ar: 'الدرجة الاقتصادية: قابلة للاسترداد حتى موعد المغادرة مع خصم رسوم إلغاء 25%.',
    },
  },
  business: {
    refundPercent: 90,
    untilHoursBefore: 0,
    rule: {
      en: 'Business: refundable until departure, less a 10% cancellation charge.',
      ar: 'درجة الأعمال: قابلة للاسترداد حتى موعد المغادرة مع خصم رسوم إلغاء 10%.',
    },
  },
  sleeper: {
    refundPercent: 50,
    untilHoursBefore: 48,
    rule: {
      en: 'Sleeper cabin: half refundable until 2 days before departure; not refundable after.',
      ar: 'كابينة النوم: يُسترد نصف المبلغ حتى يومين قبل المغادرة، ولا يُسترد بعد ذلك.',
    },
  },
}

export const trainCancellationRule: CancellationRule = {
  async terms(db, booking, now) {
    const [stored] = await db
      .select({ trip: transitBookings.trip })
      .from(transitBookings)
      .where(eq(transitBookings.bookingId, booking.id))
      .limit(1)
    const travelClass = stored?.trip.class as TrainClass | undefined
    const refund = travelClass && TRAIN_CANCELLATION[travelClass]
    if (!refund) return FULL_REFUND_TERMS
    const total = booking.totalAmount
    if (hasStarted(booking, now)) return startedTerms(refund.rule, total)
    const deadline = booking.travelStartsAt!.getTime() - refund.untilHoursBefore * 3_600_000
    if (now.getTime() >= deadline)
      return {
        rule: refund.rule,
        travellerRefusal: serverMessages.cancellationNotAllowed,
        fee: total,
        agentFee: total,
      }
    const fee = keptOf(total, refund.refundPercent)
    return { rule: refund.rule, travellerRefusal: null, fee, agentFee: fee }
  },
}

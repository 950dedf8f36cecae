import { serverMessages } from '@rihla/api-contract'
import type { LocalizedText } from '@rihla/api-contract'
import { eq, inArray } from 'drizzle-orm'
import { eventBookings, eventPasses } from '../../db/schema'
import type { CancellationRule } from '../cancellation/rule'
import { FULL_REFUND_TERMS, hasStarted, keptOf, startedTerms } from '../cancellation/rule'
import type { TakenLine } from './capacity'
import { PASS_TYPES } from './passTypes'
import type { PassType } from './passTypes'

// An event order is refunded pass by pass, each by its type's rule (passTypes.ts, from the seed's
// events.json): most less a fee until some days before the show, hospitality never. The traveller
// cancels online only while every pass of the order is still refundable; an agent may cancel the rest,
// giving back what is still refundable.

const DAY_MS = 86_400_000

type Line = TakenLine & { halalas: number }

function ruleOf(name: LocalizedText, policy: (typeof PASS_TYPES)[PassType]['cancellation']): LocalizedText {
  if (policy.refundPercent === 0)
    return { en: `${name.en}: not refundable.`, ar: `${name.ar}: غير قابلة للاسترداد.` }
  const fee = 100 - policy.refundPercent
  return {
    en: `${name.en}: refundable less a ${fee}% fee until ${policy.untilDaysBefore} days before the show.`,
    ar: `${name.ar}: قابلة للاسترداد مع خصم رسوم ${fee}% حتى ${policy.untilDaysBefore} أيام قبل موعد الفعالية.`,
  }
}

export const eventCancellationRule: CancellationRule = {
  async terms(db, booking, now) {
    const [order] = await db
      .select({ lines: eventBookings.lines })
      .from(eventBookings)
      .where(eq(eventBookings.bookingId, booking.id))
      .limit(1)
    const lines = (order?.lines ?? []) as unknown as Line[]
    if (!lines.length || !booking.travelStartsAt) return FULL_REFUND_TERMS
    const passes = await db
      .select({ id: eventPasses.id, type: eventPasses.type })
      .from(eventPasses)
      .where(
        inArray(
          eventPasses.id,
          lines.map((line) => line.passId),
        ),
      )
    const priced = lines.map((line) => {
      const type = passes.find((pass) => pass.id === line.passId)?.type as PassType | undefined
      const info = type ? PASS_TYPES[type] : undefined
      return { line, info, subtotal: line.halalas * line.quantity }
    })
    const rules = priced.flatMap(({ info }) => (info ? [ruleOf(info.name, info.cancellation)] : []))
    const rule: LocalizedText = {
      en: rules.map((one) => one.en).join(' '),
      ar: rules.map((one) => one.ar).join(' '),
    }
    const total = booking.totalAmount
    if (hasStarted(booking, now)) return startedTerms(rule, total)
    const daysLeft = (booking.travelStartsAt.getTime() - now.getTime()) / DAY_MS
    // Each line's share of the booking's total: its price was set in riyals, the booking may be in another currency.
    const sum = priced.reduce((all, { subtotal }) => all + subtotal, 0) || 1
    let kept = 0
    let refusable = false
    for (const { info, subtotal } of priced) {
      const share = Math.round((total * subtotal) / sum)
      const policy = info?.cancellation ?? { refundPercent: 100, untilDaysBefore: 0 }
      const open = policy.refundPercent > 0 && daysLeft >= policy.untilDaysBefore
      if (!open) refusable = true
      kept += open ? keptOf(share, policy.refundPercent) : share
    }
    const fee = Math.min(total, kept)
    return {
      rule,
      travellerRefusal: refusable ? serverMessages.cancellationNotAllowed : null,
      fee,
      agentFee: fee,
    }
  },
}

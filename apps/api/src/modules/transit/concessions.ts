import { messages } from '@rihla/api-contract'
import type { Locale, LocalizedText } from '@rihla/api-contract'
import type { PassengerType } from '@rihla/api-contract/passenger'
import type { TrainConcession } from '@rihla/api-contract/trains'
import { FieldErrors } from '../../errors'

// Concession fares of the train and bus operators: a share off a traveller's own fare (an adult's, or a
// child's half fare), named on their ticket. Infants travel free and take none; a carer's concession
// goes with a traveller with a disability in the same booking, one carer each.

export type Concession = TrainConcession

/** An operator's concessions and the percent off each. */
export type ConcessionPercents = Partial<Record<Concession, number>>

const NAMES: Record<Concession, { name: LocalizedText; rule: LocalizedText }> = {
  disability: {
    name: { en: 'Disability', ar: 'ذوي الإعاقة' },
    rule: {
      en: 'For a traveller with a disability, who shows their disability card',
      ar: 'للمسافر من ذوي الإعاقة عند إبراز بطاقة الإعاقة',
    },
  },
  carer: {
    name: { en: 'Carer', ar: 'المرافق' },
    rule: {
      en: 'For one carer travelling with a traveller with a disability on the same booking',
      ar: 'لمرافق واحد يسافر مع مسافر من ذوي الإعاقة في الحجز نفسه',
    },
  },
  student: {
    name: { en: 'Student', ar: 'الطلاب' },
    rule: {
      en: 'For an adult student, who shows their student card',
      ar: 'للطالب البالغ عند إبراز البطاقة الجامعية',
    },
  },
}

/** The concession as its ticket names it: "Disability concession, 50% off". */
export const concessionLabel = (id: Concession, percent: number): LocalizedText => ({
  en: `${NAMES[id].name.en} concession, ${percent}% off`,
  ar: `تخفيض ${NAMES[id].name.ar}، خصم ${percent}٪`,
})

/** An operator's concessions as an answer lists them, in the caller's language. */
export const concessionsOf = <Id extends Concession>(percents: Record<Id, number>, locale: Locale) =>
  (Object.entries(percents) as [Id, number][]).map(([id, percent]) => ({
    id,
    percent,
    label: concessionLabel(id, percent)[locale],
    rule: NAMES[id].rule[locale],
  }))

/** A fare less a concession's percent, in whole halalas. */
export const lessConcession = (halalas: number, percent: number) =>
  Math.round((halalas * (100 - percent)) / 100)

/**
 * Each traveller's concession, checked against the operator's and the party: none for an infant, a
 * student's only for an adult, a carer's only with as many travellers with a disability. A 400 names
 * every passenger whose claim is refused.
 */
export function checkConcessions(
  passengers: readonly { type: PassengerType; concession?: Concession | null | undefined }[],
  percents: ConcessionPercents,
): (Concession | null)[] {
  const claimed = passengers.map((passenger) => passenger.concession ?? null)
  // An infant's claim is refused, so it brings no carer.
  let carersLeft = claimed.filter(
    (concession, index) => concession === 'disability' && passengers[index]!.type !== 'infant',
  ).length
  const refused = claimed.flatMap((concession, index) => {
    if (!concession) return []
    const { type } = passengers[index]!
    const allowed =
      percents[concession] !== undefined &&
      type !== 'infant' &&
      (concession !== 'student' || type === 'adult') &&
      (concession !== 'carer' || carersLeft-- > 0)
    return allowed ? [] : [{ field: `passengers.${index}.concession`, userMessage: messages.invalidValue }]
  })
  if (refused.length) throw new FieldErrors(refused)
  return claimed
}

import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { localizeMessage } from '@rihla/api-contract'
import type { Locale } from '@rihla/api-contract'
import type { BookingContact } from '@rihla/api-contract/passenger'
import { contactErrors } from './ContactDetails'

/** The step's contact details: the traveller's own once changed, the signed-in account's until then. */
export const contactOrAccount = (
  draft: BookingContact,
  user: { email?: string | null; phone?: string | null } | null,
): BookingContact =>
  draft.email || draft.phone ? draft : { email: user?.email ?? '', phone: user?.phone ?? '' }

/**
 * What stops a travellers step, one line each in the visitor's language: each form's first problem
 * under its title, then the contact details'; and the first form with one, to open and focus.
 */
export function travellersStepProblems(
  i18n: I18n,
  locale: Locale,
  forms: readonly { title: string; problem: string | undefined }[],
  contact: BookingContact,
) {
  const wrong = forms.flatMap(({ title, problem }, index) =>
    problem ? [{ index, text: `${title}: ${localizeMessage(problem, locale)}` }] : [],
  )
  const contactProblems = Object.values(contactErrors(contact)).map(
    (message) => `${i18n._(msg`Contact details`)}: ${localizeMessage(message, locale)}`,
  )
  return {
    items: [...wrong.map((problem) => problem.text), ...contactProblems],
    firstWrongForm: wrong[0]?.index ?? null,
  }
}

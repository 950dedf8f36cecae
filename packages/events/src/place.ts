import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** Where an event is, "Banban, Riyadh", with the comma of the page's language (Arabic writes ،). */
export const placeText = (i18n: I18n, venue: string, city: string) => i18n._(msg`${venue}, ${city}`)

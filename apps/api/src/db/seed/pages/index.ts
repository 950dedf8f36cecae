import { pageBlockSchema } from '@rihla/api-contract'
import { z } from 'zod/mini'
import type { Db } from '../../client'
import { pages } from '../../schema'
import { upsert } from '../upsert'
import { aboutUs } from './aboutUs'
import type { ContactDetails } from './blocks'
import { contactUs } from './contactUs'
import { faq } from './faq'
import { privacyPolicy } from './privacyPolicy'
import { termsConditions } from './termsConditions'

export const pageSources = [aboutUs, contactUs, privacyPolicy, termsConditions, faq]

/**
 * Inside Arabic text a phone number, an email address or a WhatsApp number is reordered with the
 * right-to-left words around it ("4000 520 11 966+"); a left-to-right isolate keeps it whole.
 */
const isolateLtr = (text: string) => `\u2066${text}\u2069`

export async function seedPages(db: Db, contact: ContactDetails) {
  const arabicContact = {
    email: isolateLtr(contact.email),
    phone: isolateLtr(contact.phone),
    whatsapp: isolateLtr(contact.whatsapp),
  }
  const rows = pageSources.map((source) => {
    const page = source(contact)
    const arabic = source(arabicContact)
    return {
      slug: page.slug,
      titleEn: page.title.en,
      titleAr: arabic.title.ar,
      summaryEn: page.summary.en,
      summaryAr: arabic.summary.ar,
      blocksEn: z.array(pageBlockSchema).parse(page.blocks.en),
      blocksAr: z.array(pageBlockSchema).parse(arabic.blocks.ar),
    }
  })
  await upsert(db, pages, rows, pages.slug)
}

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

export async function seedPages(db: Db, contact: ContactDetails) {
  const rows = pageSources.map((source) => {
    const page = source(contact)
    return {
      slug: page.slug,
      titleEn: page.title.en,
      titleAr: page.title.ar,
      summaryEn: page.summary.en,
      summaryAr: page.summary.ar,
      blocksEn: z.array(pageBlockSchema).parse(page.blocks.en),
      blocksAr: z.array(pageBlockSchema).parse(page.blocks.ar),
    }
  })
  await upsert(db, pages, rows, pages.slug)
}

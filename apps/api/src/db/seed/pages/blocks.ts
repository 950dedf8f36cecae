import type { PageBlock } from '@rihla/api-contract'

export const heading = (text: string): PageBlock => ({ type: 'heading', text })
export const paragraph = (text: string): PageBlock => ({ type: 'paragraph', text })
export const list = (...items: string[]): PageBlock => ({ type: 'list', items })

/** Contact details the pages quote, the same the site settings publish. */
export interface ContactDetails {
  email: string
  phone: string
  whatsapp: string
}

export interface PageContent {
  slug: string
  title: { en: string; ar: string }
  summary: { en: string; ar: string }
  blocks: { en: PageBlock[]; ar: PageBlock[] }
}

import type { Db } from '../client'
import { redirects } from '../schema'
import { upsert } from './upsert'

/** Short and legacy paths visitors type or old links use. */
export const seedRedirects: (typeof redirects.$inferInsert)[] = [
  { fromPath: '/flights', to: '/cheap-flights-in-saudi-arabia', status: 301 },
  { fromPath: '/hotels', to: '/best-hotels-in-saudi-arabia', status: 301 },
  { fromPath: '/events', to: '/events-in-saudi-arabia', status: 301 },
  { fromPath: '/buses', to: '/bus/search', status: 301 },
  { fromPath: '/trains', to: '/train', status: 301 },
  { fromPath: '/about', to: '/about-us', status: 301 },
  { fromPath: '/contact', to: '/contact-us', status: 301 },
  { fromPath: '/terms', to: '/terms-conditions', status: 301 },
  { fromPath: '/privacy', to: '/privacy-policy', status: 301 },
  { fromPath: '/help', to: '/faq', status: 302 },
  { fromPath: '/vision-2030', to: 'https://www.vision2030.gov.sa/', status: 302 },
]

export async function seedRedirectRows(db: Db) {
  await upsert(db, redirects, seedRedirects, redirects.fromPath)
}

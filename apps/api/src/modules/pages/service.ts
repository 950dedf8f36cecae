import { serverMessages } from '@rihla/api-contract'
import type { Locale, Page } from '@rihla/api-contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pages } from '../../db/schema'
import { ServiceError } from '../../errors'

/** A content page in the given language. */
export async function getPage(db: Db, slug: string, locale: Locale): Promise<Page> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug))
  if (!row) throw new ServiceError('not_found', serverMessages.notFound)
  const ar = locale === 'ar'
  return {
    slug: row.slug,
    title: ar ? row.titleAr : row.titleEn,
    summary: ar ? row.summaryAr : row.summaryEn,
    blocks: ar ? row.blocksAr : row.blocksEn,
    updatedAt: row.updatedAt.toISOString(),
  }
}

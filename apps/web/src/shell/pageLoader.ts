import { coreQueries } from '@rihla/core'
import { isApiError } from '@rihla/api-clients'
import type { RouterContext } from '@rihla/core/routing'
import { pageHead } from '@rihla/core/routing'
import { notFound } from '@tanstack/react-router'

/** Loads a content page in the current language; a page the API does not know is the 404 page. */
export async function pageLoader(context: RouterContext & { locale: 'en' | 'ar' }, slug: string) {
  try {
    await context.queryClient.ensureQueryData(coreQueries.page(context.api, slug, context.locale))
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}

/** A content page's head: its own title and summary (the API's), previewed with the site's image. */
export function contentPageHead(context: RouterContext & { locale: 'en' | 'ar' }, slug: string) {
  const page = context.queryClient.getQueryData(coreQueries.page(context.api, slug, context.locale).queryKey)
  if (!page) return {}
  return pageHead(context, { title: page.title, description: page.summary, image: 'site' })
}

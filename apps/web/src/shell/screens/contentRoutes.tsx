import { coreQueries, useApi, useLocale } from '@rihla/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { ContentBody } from '../components/ContentBody'
import { PageFrame } from '../components/PageFrame'

function ContentPage({ slug }: { slug: string }) {
  const api = useApi()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(coreQueries.page(api, slug, locale))
  return (
    <PageFrame>
      <ContentBody page={page} />
    </PageFrame>
  )
}

const genericPage = getRouteApi('/{-$locale}/$pageSlug')

function GenericPage() {
  const { pageSlug } = genericPage.useParams()
  return <ContentPage slug={pageSlug} />
}

export const aboutRoute = createLazyRoute('/{-$locale}/about-us')({
  component: () => <ContentPage slug="about-us" />,
})
export const privacyRoute = createLazyRoute('/{-$locale}/privacy-policy')({
  component: () => <ContentPage slug="privacy-policy" />,
})
export const termsRoute = createLazyRoute('/{-$locale}/terms-conditions')({
  component: () => <ContentPage slug="terms-conditions" />,
})
export const genericPageRoute = createLazyRoute('/{-$locale}/$pageSlug')({ component: GenericPage })

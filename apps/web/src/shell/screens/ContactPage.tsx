import { Trans } from '@lingui/react/macro'
import { coreQueries, useApi, useLocale } from '@rihla/core'
import { Card } from '@rihla/ui-kit/card'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ClientOnly, createLazyRoute } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { ContentBody } from '../components/ContentBody'
import { PageFrame } from '../components/PageFrame'
import * as styles from './ContactPage.css'

// The form (and its form library) loads once the page is on screen; its card keeps its place meanwhile.
const ContactForm = lazy(() =>
  import('../components/ContactForm').then((module) => ({ default: module.ContactForm })),
)

function FormPlaceholder() {
  return (
    <div className={styles.formPlaceholder}>
      <Skeleton lines={6} />
    </div>
  )
}

function ContactPage() {
  const api = useApi()
  const locale = useLocale()
  const { data: page } = useSuspenseQuery(coreQueries.page(api, 'contact-us', locale))
  const site = useQuery(coreQueries.settings(api)).data?.site

  return (
    <PageFrame wide>
      <div className={styles.layout}>
        <div className={styles.content}>
          <ContentBody page={page} />
          {site ? (
            <Card as="section" aria-labelledby="contact-details" className={styles.details}>
              <h2 id="contact-details" className={styles.detailsTitle}>
                <Trans>Reach us directly</Trans>
              </h2>
              <dl className={styles.list}>
                <dt>
                  <Trans>Phone</Trans>
                </dt>
                <dd>
                  <Link href={`tel:${site.supportPhone.replace(/\s/g, '')}`} dir="ltr">
                    {site.supportPhone}
                  </Link>
                </dd>
                <dt>
                  <Trans>Email</Trans>
                </dt>
                <dd>
                  <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>
                </dd>
                <dt>
                  <Trans>Office</Trans>
                </dt>
                <dd>
                  <address className={styles.address}>
                    {site.office.name[locale]}
                    <br />
                    {site.office.streetAddress[locale]}, {site.office.locality[locale]}{' '}
                    {site.office.postalCode}
                  </address>
                </dd>
                <dt>
                  <Trans>Hours</Trans>
                </dt>
                <dd>
                  <Trans>Every day, 24 hours</Trans>
                </dd>
              </dl>
            </Card>
          ) : null}
        </div>
        <Card as="section" aria-labelledby="contact-form" className={styles.formCard}>
          <h2 id="contact-form" className={styles.detailsTitle}>
            <Trans>Send us a message</Trans>
          </h2>
          {/* The form works with scripts only: the server sends its outline, the browser the form. */}
          <ClientOnly fallback={<FormPlaceholder />}>
            <Suspense fallback={<FormPlaceholder />}>
              <ContactForm />
            </Suspense>
          </ClientOnly>
        </Card>
      </div>
    </PageFrame>
  )
}

export const Route = createLazyRoute('/{-$locale}/contact-us')({ component: ContactPage })

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@rihla/ui-kit/link'
import { Logo } from '@rihla/ui-kit/logo'
import { FooterColumn, FooterLinks, SiteFooter } from '@rihla/ui-kit/site-footer'
import { useQuery } from '@tanstack/react-query'
import { useApi, useLocale } from '../app/hooks'
import { coreQueries } from '../queries'
import { localePath } from '../routing/namedRoutes'
import * as styles from './Footer.css'

export function Footer() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const api = useApi()
  const site = useQuery(coreQueries.settings(api)).data?.site
  const page = (path: string) => localePath(path, locale)
  const link = (href: string, label: string, dir?: 'ltr') => (
    <li>
      <Link href={href} isQuiet tone="inverse" dir={dir}>
        {label}
      </Link>
    </li>
  )

  return (
    <SiteFooter
      brand={
        <>
          <Logo variant="full" tone="inverse" />
          <p className={styles.tagline}>
            <Trans>
              Flights, hotels, buses, trains and events across Saudi Arabia, with prices in 17+ currencies and
              changes up to 48 hours before departure.
            </Trans>
          </p>
        </>
      }
      bottomBar={
        <>
          <p className={styles.small}>
            <Trans>© {new Date().getFullYear()} Rihla. All prices include 15% VAT.</Trans>
          </p>
          <p className={styles.small}>
            <Trans>Support is open every day, 24 hours.</Trans>
          </p>
        </>
      }
    >
      <FooterColumn title={<Trans>Rihla</Trans>}>
        <FooterLinks>
          {link(page('/about-us'), i18n._(msg`About us`))}
          {link(page('/contact-us'), i18n._(msg`Contact us`))}
          {link(page('/faq'), i18n._(msg`Frequently asked questions`))}
        </FooterLinks>
      </FooterColumn>
      <FooterColumn title={<Trans>Legal</Trans>}>
        <FooterLinks>
          {link(page('/privacy-policy'), i18n._(msg`Privacy policy`))}
          {link(page('/terms-conditions'), i18n._(msg`Terms and conditions`))}
        </FooterLinks>
      </FooterColumn>
      {site ? (
        <FooterColumn title={<Trans>Customer support</Trans>}>
          <FooterLinks>
            {link(`tel:${site.supportPhone.replace(/\s/g, '')}`, site.supportPhone, 'ltr')}
            {link(`mailto:${site.supportEmail}`, site.supportEmail, 'ltr')}
            {link(`https://wa.me/${site.whatsapp.replace(/\D/g, '')}`, i18n._(msg`WhatsApp`))}
          </FooterLinks>
        </FooterColumn>
      ) : null}
    </SiteFooter>
  )
}

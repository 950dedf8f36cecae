import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { Offer } from '@rihla/api-contract'
import { VERTICAL_LABELS, coreQueries, useApi, useCopyText, useLocale } from '@rihla/core'
import { formatDate } from '@rihla/i18n'
import { Badge } from '@rihla/ui-kit/badge'
import { Button } from '@rihla/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import Copy from 'lucide-react/icons/copy'
import { OFFER_IMAGE_SIZES } from '../preloadOfferArt'
import { Artwork } from './Artwork'
import { Section } from './Section'
import { CardsLoading, SectionEmpty, SectionError } from './SectionStates'
import * as styles from './OffersBanner.css'

function OfferCard({ offer, isFirst }: { offer: Offer; isFirst: boolean }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const copyText = useCopyText()
  const copy = (code: string) =>
    copyText(code, {
      copied: i18n._(msg`Promo code ${code} is copied`),
      failed: { title: i18n._(msg`Could not copy the code; it is ${code}`) },
    })
  return (
    <li className={styles.card}>
      <Artwork name={offer.art} sizes={OFFER_IMAGE_SIZES} className={styles.image} isPriority={isFirst} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone="accent">{i18n._(VERTICAL_LABELS[offer.vertical])}</Badge>
          {offer.discountPercent ? (
            <Badge tone="success">
              <Trans>{offer.discountPercent}% off</Trans>
            </Badge>
          ) : null}
        </div>
        <h3 className={styles.title}>{offer.title[locale]}</h3>
        <p className={styles.description}>{offer.description[locale]}</p>
        <p className={styles.valid}>
          <Trans>Valid until {formatDate(offer.validUntil, locale, { dateStyle: 'medium' })}</Trans>
        </p>
        {offer.promoCode ? (
          <div className={styles.code}>
            <span>
              <Trans>
                Code <strong dir="ltr">{offer.promoCode}</strong>
              </Trans>
            </span>
            <Button
              variant="ghost"
              size="sm"
              startIcon={<Copy size={16} aria-hidden />}
              aria-label={i18n._(msg`Copy promo code ${offer.promoCode}`)}
              onPress={() => void copy(offer.promoCode!)}
            >
              <Trans>Copy</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  )
}

/** The home page's offers banner: current promotions across verticals, from the settings. */
export function OffersBanner() {
  const { i18n } = useLingui()
  const api = useApi()
  const settings = useQuery(coreQueries.settings(api))
  const offers = settings.data?.home?.offers ?? []
  return (
    <Section
      id="offers"
      title={<Trans>Offers for you</Trans>}
      intro={<Trans>Book early and save on flights, stays and tickets.</Trans>}
    >
      {settings.isPending ? (
        <CardsLoading label={i18n._(msg`Loading offers`)} />
      ) : settings.isError ? (
        <SectionError onRetry={() => void settings.refetch()} />
      ) : offers.length === 0 ? (
        <SectionEmpty
          title={i18n._(msg`No offers today`)}
          description={i18n._(msg`New offers appear here as soon as our partners publish them.`)}
        />
      ) : (
        <ul className={styles.list}>
          {offers.map((offer, index) => (
            <OfferCard key={offer.id} offer={offer} isFirst={index === 0} />
          ))}
        </ul>
      )}
    </Section>
  )
}

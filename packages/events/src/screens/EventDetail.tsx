import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventPass } from '@rihla/api-contract/events'
import { useMoney } from '@rihla/core'
import { Link } from '@rihla/core/routing'
import { Badge } from '@rihla/ui-kit/badge'
import { Card } from '@rihla/ui-kit/card'
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EventDates } from '../components/EventDates/EventDates'
import { EventsLoadError } from '../components/EventsLoadError/EventsLoadError'
import { Gallery } from '../components/Gallery/Gallery'
import { AvailabilityBadge } from '../components/PassPicker/AvailabilityBadge'
import { PassIncludes } from '../components/PassPicker/PassIncludes'
import * as passStyles from '../components/PassPicker/PassPicker.css'
import { ShareButton } from '../components/ShareButton/ShareButton'
import { ShowWhen } from '../components/ShowDates/ShowDates'
import { Venue } from '../components/Venue/Venue'
import { passTypesOf } from '../passTypes'
import { placeText } from '../place'
import { useShows } from './showsQuery'
import * as styles from './EventDetail.css'
import * as screens from './screens.css'

const route = getRouteApi('/{-$locale}/events/detail/$slug')

/** A kind of pass's lowest price across the event's shows. */
function PassPrice({ pass }: { pass: EventPass }) {
  const price = useMoney()(pass.price)
  return <Trans>From {price}</Trans>
}

function DetailPage({ children }: { children: ReactNode }) {
  return <div className={screens.page}>{children}</div>
}

/** `/events/detail/{slug}`: the event's pictures, dates in both calendars, venue, passes and share. */
function EventDetail() {
  const { i18n } = useLingui()
  const { slug } = route.useParams()
  const { data } = useShows(slug)
  const { event, shows } = data
  const passes = passTypesOf(shows)
  const onSale = shows.some((show) => show.availability !== 'sold_out')
  return (
    <DetailPage>
      <header className={screens.hero}>
        <Link to="/{-$locale}/events/$slug" params={{ slug: event.category.id }}>
          {event.category.name}
        </Link>
        <h1 className={screens.title}>{event.title}</h1>
        <p className={screens.lead}>
          <EventDates startsOn={event.startsOn} endsOn={event.endsOn} /> ·{' '}
          {placeText(i18n, event.venue.name, event.city)}
        </p>
        <div className={styles.actions}>
          <Badge className={styles.ageRule}>{event.ageRule}</Badge>
          <ShareButton path={event.shareUrl} />
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Gallery images={event.gallery.length ? event.gallery : [event.image]} />
          <p className={styles.description}>{event.description}</p>
          <section className={screens.section} aria-labelledby="event-passes">
            <h2 id="event-passes" className={screens.sectionTitle}>
              <Trans>Passes</Trans>
            </h2>
            <ul className={passStyles.passes}>
              {passes.map((pass) => (
                <Card as="li" key={pass.type} className={passStyles.pass}>
                  <div className={passStyles.includes}>
                    <div className={passStyles.head}>
                      <h3 className={passStyles.name}>{pass.name}</h3>
                      <AvailabilityBadge availability={pass.availability} />
                    </div>
                    <PassIncludes pass={pass} />
                  </div>
                  <p className={passStyles.price}>
                    <PassPrice pass={pass} />
                  </p>
                </Card>
              ))}
            </ul>
          </section>
          <Venue venue={event.venue} />
        </div>
        <Card as="section" className={styles.dates} aria-labelledby="event-dates">
          <h2 id="event-dates" className={screens.sectionTitle}>
            <Trans>Dates</Trans>
          </h2>
          {shows.length ? (
            <ul className={styles.shows}>
              {shows.map((show) => (
                <li key={show.id} className={styles.show}>
                  <span>
                    {show.label ? `${show.label}: ` : null}
                    <ShowWhen startsAt={show.startsAt} endsAt={show.endsAt} />
                  </span>
                  <AvailabilityBadge availability={show.availability} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={screens.muted}>
              <Trans>No dates on sale at the moment.</Trans>
            </p>
          )}
          {onSale ? (
            <Link to="/{-$locale}/events/$id/select-pass" params={{ id: event.id }} appearance="primary">
              <Trans>Choose passes</Trans>
            </Link>
          ) : null}
        </Card>
      </div>
    </DetailPage>
  )
}

export const Route = createLazyRoute('/{-$locale}/events/detail/$slug')({
  component: EventDetail,
  errorComponent: (props: ErrorComponentProps) => (
    <DetailPage>
      <EventsLoadError {...props} headingLevel={1} />
    </DetailPage>
  ),
})

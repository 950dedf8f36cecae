import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { EventQuote } from '@rihla/api-contract/event-booking'
import { bookingPageStyles as frame } from '@rihla/booking-flow/detail'
import { PriceBreakdownSummary } from '@rihla/booking-flow/prices'
import { useLocale } from '@rihla/core'
import { formatNumber } from '@rihla/i18n'
import { Card } from '@rihla/ui-kit/card'
import { Fact, FactList } from '@rihla/ui-kit/fact-list'
import { placeText } from '../../place'
import { ShowWhen } from '../ShowDates/ShowDates'

/** The quoted order beside every step: the event, the show, the ticket lines and the price. */
export function QuoteSummary({ quote }: { quote: Pick<EventQuote, 'event' | 'show' | 'lines' | 'price'> }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Card as="section" aria-labelledby="quote-summary" className={frame.aside}>
      <h2 id="quote-summary" className={frame.cardTitle}>
        {quote.event.title}
      </h2>
      <FactList>
        <Fact term={<Trans>When</Trans>}>
          {quote.show.label ? `${quote.show.label} · ` : null}
          <ShowWhen startsAt={quote.show.startsAt} endsAt={quote.show.endsAt} />
        </Fact>
        <Fact term={<Trans>Where</Trans>}>{placeText(i18n, quote.event.venue, quote.event.city)}</Fact>
        {quote.lines.map((line) => (
          <Fact key={line.pass.id} term={line.pass.name}>
            <Trans>{formatNumber(line.quantity, locale)} tickets</Trans>
          </Fact>
        ))}
      </FactList>
      <PriceBreakdownSummary price={quote.price} />
    </Card>
  )
}

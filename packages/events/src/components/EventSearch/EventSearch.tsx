import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { parseDate } from '@internationalized/date'
import type { EventSearchQuery } from '@rihla/api-contract/events'
import { useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { Spinner } from '@rihla/ui-kit/spinner'
import { TextField } from '@rihla/ui-kit/text-field'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { eventsQueries } from '../../queries'
import { EventGrid } from '../EventCard/EventCard'
import { EventsLoadFailed } from '../EventsLoadError/EventsLoadError'
import * as styles from './EventSearch.css'

const ANY_CITY = 'any'

/** The search's criteria, the empty ones left out; null when nothing narrows the events yet. */
export function searchQueryOf(
  name: string,
  city: string,
  date: string | null,
  currency: string,
): EventSearchQuery | null {
  const criteria = {
    ...(name.trim() && { q: name.trim() }),
    ...(city !== ANY_CITY && { city }),
    ...(date && { from: date, to: date }),
  }
  return Object.keys(criteria).length ? { ...criteria, currency } : null
}

/**
 * The events home's search: by name as the visitor types, a city and a day; the events found replace
 * the home's lists below it.
 */
export function EventSearch({ cities }: { cities: readonly { id: string; name: string }[] }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [name, setName] = useState('')
  const [city, setCity] = useState(ANY_CITY)
  const [date, setDate] = useState<string | null>(null)
  // The list follows the typing a moment behind, so each key press is not a request of its own.
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  const query = searchQueryOf(useDeferredValue(name), city, date, currency)
  const found = useQuery({
    ...eventsQueries.search(api, locale, query ?? { currency }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  })
  const cityItems = [{ id: ANY_CITY, name: i18n._(msg`All cities`) }, ...cities]
  const clear = () => {
    setName('')
    setCity(ANY_CITY)
    setDate(null)
  }

  return (
    <section className={styles.results} aria-label={i18n._(msg`Search events`)}>
      <Card>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={i18n._(msg`Event name`)}
            type="search"
            value={name}
            onChange={setName}
            placeholder={i18n._(msg`Concert, match, festival…`)}
          />
          <Select
            label={i18n._(msg`City`)}
            selectedKey={city}
            onSelectionChange={(key) => setCity(String(key))}
            items={cityItems}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <DatePicker
            label={i18n._(msg`Date`)}
            calendarButtonLabel={i18n._(msg`Open calendar`)}
            value={date ? parseDate(date) : null}
            onChange={(value) => setDate(value ? value.toString() : null)}
          />
          <Button variant="secondary" onPress={clear} isDisabled={query === null}>
            <Trans>Clear</Trans>
          </Button>
        </form>
      </Card>
      {query === null ? null : found.isError ? (
        <EventsLoadFailed headingLevel={3} onRetry={() => void found.refetch()} />
      ) : !found.data ? (
        <Spinner label={i18n._(msg`Searching events`)} />
      ) : (
        <>
          <h2 className={styles.title}>
            <Trans>Search results</Trans>
          </h2>
          <p className={styles.status} role="status">
            <Plural
              value={found.data.length}
              _0="No events match your search"
              one="# event found"
              other="# events found"
            />
          </p>
          <EventGrid events={found.data} label={i18n._(msg`Events found`)} />
        </>
      )}
    </section>
  )
}

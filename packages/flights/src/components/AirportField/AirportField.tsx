import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Airport } from '@rihla/api-contract/flights'
import { useApi, useLocale } from '@rihla/core'
import { ComboBox, ComboBoxItem } from '@rihla/ui-kit/combo-box'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { flightsQueries } from '../../queries'
import * as styles from './AirportField.css'

export const airportLabel = (airport: Airport) => `${airport.city} (${airport.iata})`

export interface AirportFieldProps {
  label: string
  value: Airport | null
  onChange: (airport: Airport | null) => void
  errorMessage?: string
}

/** An airport: popular airports while the field is empty, the server's matches as the visitor types. */
export function AirportField({ label, value, onChange, errorMessage }: AirportFieldProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [input, setInput] = useState(value ? airportLabel(value) : '')
  const query = useDeferredValue(input.trim())
  const typing = query.length >= 2 && (!value || query !== airportLabel(value))
  const popular = useQuery(flightsQueries.popularAirports(api, locale))
  const matches = useQuery({
    ...flightsQueries.airports(api, locale, query),
    enabled: typing,
    placeholderData: keepPreviousData,
  })
  const found = (typing ? matches.data : popular.data) ?? []
  // The chosen airport stays in the list, or the field would forget its text on blur.
  const items = value && !found.some((airport) => airport.iata === value.iata) ? [value, ...found] : found

  return (
    <ComboBox
      label={label}
      items={items}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.iata ?? null}
      onSelectionChange={(key) => {
        const airport = items.find((item) => item.iata === key) ?? null
        onChange(airport)
        if (airport) setInput(airportLabel(airport))
      }}
      menuTrigger="focus"
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      isLoading={typing ? matches.isFetching : popular.isPending}
      loadingLabel={i18n._(msg`Loading airports`)}
      emptyLabel={i18n._(msg`No airports found`)}
      placeholder={i18n._(msg`City or airport`)}
    >
      {(airport) => (
        <ComboBoxItem id={airport.iata} textValue={airportLabel(airport)}>
          <span className={styles.option}>
            <span className={styles.city}>{airportLabel(airport)}</span>
            <span className={styles.name}>{airport.name}</span>
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  )
}

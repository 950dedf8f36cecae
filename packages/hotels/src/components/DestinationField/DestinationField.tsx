import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { HotelSuggestion } from '@rihla/api-contract/hotels'
import { useApi, useLocale } from '@rihla/core'
import { ComboBox, ComboBoxItem } from '@rihla/ui-kit/combo-box'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import type { Key } from 'react-aria-components/ComboBox'
import { hotelsQueries } from '../../queries'
import * as styles from './DestinationField.css'

export interface DestinationFieldProps {
  label: string
  value: HotelSuggestion | null
  onChange: (destination: HotelSuggestion | null) => void
  errorMessage?: string
}

/** A city, district, landmark or hotel: the server's suggestions as the visitor types. */
export function DestinationField({ label, value, onChange, errorMessage }: DestinationFieldProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [input, setInput] = useState(value?.name ?? '')
  // A destination picked elsewhere (popular destinations) shows its name in the field.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setInput(value?.name ?? '')
  }
  const query = useDeferredValue(input.trim())
  const typing = query.length >= 2 && query !== value?.name
  const matches = useQuery({
    ...hotelsQueries.suggestions(api, locale, query),
    enabled: typing,
    placeholderData: keepPreviousData,
  })
  const found = (typing ? matches.data : undefined) ?? []
  // The chosen destination stays in the list, or the field would forget its text on blur.
  const items = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found
  const choose = (key: Key | null) => {
    const destination = items.find((item) => item.id === key) ?? null
    if (destination) setInput(destination.name)
    onChange(destination)
  }

  return (
    <ComboBox
      label={label}
      placeholder={i18n._(msg`City, landmark or hotel`)}
      items={items}
      selectedKey={value?.id ?? null}
      onSelectionChange={choose}
      inputValue={input}
      onInputChange={setInput}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      isLoading={typing && matches.isFetching}
      loadingLabel={i18n._(msg`Loading destinations`)}
      emptyLabel={typing && !matches.isFetching ? i18n._(msg`No destinations found`) : undefined}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={item.name}>
          <span className={styles.option}>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.context}>{item.context}</span>
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  )
}

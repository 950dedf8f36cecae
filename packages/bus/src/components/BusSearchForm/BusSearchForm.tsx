import { parseDate } from '@internationalized/date'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { BUS_BOOKING_DAYS } from '@rihla/api-contract/buses'
import type { BusSearchCriteria } from '@rihla/api-contract/buses'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import { useApi, useLocale, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import { NumberField } from '@rihla/ui-kit/number-field'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { busQueries } from '../../queries'
import { validateBusSearchForm } from '../../searchForm'
import type { BusSearchFormErrors, BusSearchFormValues } from '../../searchForm'
import * as styles from './BusSearchForm.css'

export interface BusSearchFormProps {
  values: BusSearchFormValues
  onChange: (values: BusSearchFormValues) => void
  onSearch: (criteria: BusSearchCriteria) => void
}

/** The bus search: from and to (only cities with a direct coach), the day, and the travellers by type. */
export function BusSearchForm({ values, onChange, onSearch }: BusSearchFormProps) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const currency = useVisitorCurrency()
  const cities = useQuery(busQueries.cities(api, locale)).data ?? []
  const [errors, setErrors] = useState<BusSearchFormErrors>({})
  const today = todayInSaudiArabia()
  const origin = cities.find((city) => city.id === values.from)
  const destinations = origin ? cities.filter((city) => origin.destinations.includes(city.id)) : cities

  const update = (patch: Partial<BusSearchFormValues>) => {
    onChange({ ...values, ...patch })
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(patch)) delete next[key as keyof BusSearchFormValues]
      return next
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateBusSearchForm(values, currency, locale)
    if (!result.ok) return setErrors(result.errors)
    setErrors({})
    onSearch(result.criteria)
  }

  const count = (key: 'adults' | 'children' | 'infants', label: string, description: string) => (
    <NumberField
      label={label}
      description={description}
      minValue={0}
      maxValue={9}
      value={values[key]}
      onChange={(value) => update({ [key]: Number.isFinite(value) ? value : 0 })}
      isInvalid={Boolean(errors[key])}
      errorMessage={errors[key]}
      decrementLabel={i18n._(msg`Fewer`)}
      incrementLabel={i18n._(msg`More`)}
    />
  )

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Search buses`)}>
      <div className={styles.row}>
        <Select
          label={i18n._(msg`From`)}
          placeholder={i18n._(msg`Choose a city`)}
          items={cities}
          selectedKey={values.from}
          onSelectionChange={(key) => {
            const from = key === null ? null : String(key)
            const still = cities.find((city) => city.id === from)?.destinations.includes(values.to ?? '')
            update({ from, ...(still ? {} : { to: null }) })
          }}
          isInvalid={Boolean(errors.from)}
          errorMessage={errors.from}
        >
          {(city) => <SelectItem id={city.id}>{city.name}</SelectItem>}
        </Select>
        <Select
          label={i18n._(msg`To`)}
          placeholder={i18n._(msg`Choose a city`)}
          items={destinations}
          selectedKey={values.to}
          onSelectionChange={(key) => update({ to: key === null ? null : String(key) })}
          isInvalid={Boolean(errors.to)}
          errorMessage={errors.to}
        >
          {(city) => <SelectItem id={city.id}>{city.name}</SelectItem>}
        </Select>
        <DatePicker
          label={i18n._(msg`Travel date`)}
          calendarButtonLabel={i18n._(msg`Open calendar`)}
          minValue={parseDate(today)}
          maxValue={parseDate(addDays(today, BUS_BOOKING_DAYS))}
          value={values.date ? parseDate(values.date) : null}
          onChange={(date) => update({ date: date ? date.toString() : null })}
          isInvalid={Boolean(errors.date)}
          errorMessage={errors.date}
        />
      </div>
      <fieldset className={styles.travellers}>
        <legend className={styles.legend}>
          <Trans>Travellers</Trans>
        </legend>
        {count('adults', i18n._(msg`Adults`), i18n._(msg`12 years and over`))}
        {count('children', i18n._(msg`Children`), i18n._(msg`2 to 12 years, half fare`))}
        {count('infants', i18n._(msg`Infants`), i18n._(msg`Under 2, on a lap`))}
      </fieldset>
      <Button type="submit" size="lg" className={styles.submit}>
        <Trans>Search buses</Trans>
      </Button>
    </form>
  )
}

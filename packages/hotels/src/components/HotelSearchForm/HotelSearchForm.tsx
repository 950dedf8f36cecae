import { parseDate } from '@internationalized/date'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { addDays, todayInSaudiArabia } from '@rihla/api-contract/dates'
import { MAX_NIGHTS, lastCheckInDate } from '@rihla/api-contract/hotels'
import type { HotelSearchCriteria } from '@rihla/api-contract/hotels'
import { useLocale } from '@rihla/core'
import { formatHijriDate } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { DateRangePicker } from '@rihla/ui-kit/date-picker'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { DestinationField } from '../DestinationField/DestinationField'
import { RoomsField } from '../RoomsField/RoomsField'
import { nightsOf, validateHotelSearchForm } from '../../searchForm'
import type { HotelSearchFormErrors } from '../../searchForm'
import type { HotelSearchFormValues } from '../../formValues'
import * as styles from './HotelSearchForm.css'

export interface HotelSearchFormProps {
  values: HotelSearchFormValues
  onChange: (values: HotelSearchFormValues) => void
  onSearch: (criteria: HotelSearchCriteria, values: HotelSearchFormValues) => void
}

/** The hotel search: destination, check-in and check-out with the nights, and the rooms with their guests. */
export function HotelSearchForm({ values, onChange, onSearch }: HotelSearchFormProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [errors, setErrors] = useState<HotelSearchFormErrors>({})
  const today = todayInSaudiArabia()
  const nights = nightsOf(values)

  const update = (next: HotelSearchFormValues, clear: (key: string) => boolean) => {
    onChange(next)
    if (Object.keys(errors).some(clear)) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clear(key))))
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateHotelSearchForm(values, locale)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSearch(result.criteria, values)
  }

  const dateError = errors.checkIn ?? errors.checkOut
  // Arabic readers see the Umm al-Qura dates beside the Gregorian ones (SPEC.md: Hijri beside Gregorian).
  const hijri =
    locale === 'ar' && values.checkIn && values.checkOut
      ? `${formatHijriDate(values.checkIn, locale)} – ${formatHijriDate(values.checkOut, locale)}`
      : null

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Search hotels`)}>
      <div className={styles.fields}>
        <DestinationField
          label={i18n._(msg`Destination`)}
          value={values.destination}
          onChange={(destination) => update({ ...values, destination }, (key) => key === 'destination')}
          errorMessage={errors.destination}
        />
        <div className={styles.dates}>
          <DateRangePicker
            label={i18n._(msg`Check-in – Check-out`)}
            calendarButtonLabel={i18n._(msg`Open calendar`)}
            visibleMonths={2}
            minValue={parseDate(today)}
            maxValue={parseDate(addDays(lastCheckInDate(today), MAX_NIGHTS))}
            value={
              values.checkIn && values.checkOut
                ? { start: parseDate(values.checkIn), end: parseDate(values.checkOut) }
                : null
            }
            onChange={(range) =>
              update(
                {
                  ...values,
                  checkIn: range ? range.start.toString() : null,
                  checkOut: range ? range.end.toString() : null,
                },
                (key) => key === 'checkIn' || key === 'checkOut',
              )
            }
            isInvalid={Boolean(dateError)}
            errorMessage={dateError}
          />
          <p className={styles.nights} aria-live="polite">
            {nights === null ? null : (
              <span>
                <Plural value={nights} one="# night" other="# nights" />
              </span>
            )}
            {hijri ? <span className={styles.hijri}>{hijri}</span> : null}
          </p>
        </div>
        <RoomsField
          rooms={values.rooms}
          onChange={(rooms) => update({ ...values, rooms }, (key) => key.startsWith('rooms'))}
          errors={errors}
        />
      </div>
      <Button type="submit" className={styles.submit}>
        <Trans>Search hotels</Trans>
      </Button>
    </form>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { parseDate } from '@internationalized/date'
import type { DateValue } from '@internationalized/date'
import { CABINS, MULTI_CITY_MIN_LEGS } from '@rihla/api-contract/flights'
import type { Cabin, SearchCriteria, TripType } from '@rihla/api-contract/flights'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { useLocale, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { NumberField } from '@rihla/ui-kit/number-field'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { VisuallyHidden } from '@rihla/ui-kit/visually-hidden'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { canAddLeg, emptyLeg, passengerLimits, validateSearchForm, withTripType } from '../../searchForm'
import type { LegDraft, SearchFormErrors, SearchFormValues } from '../../searchForm'
import { AirportField } from '../AirportField/AirportField'
import { FareStrip } from '../FareStrip/FareStrip'
import { useFlightLabels } from '../labels'
import { FareDatePicker } from './FareDatePicker'
import * as styles from './SearchForm.css'

export interface SearchFormProps {
  values: SearchFormValues
  onChange: (values: SearchFormValues) => void
  onSearch: (criteria: SearchCriteria, values: SearchFormValues) => void
}

const toDateValue = (date: string | null) => (date ? parseDate(date) : null)
const fromDateValue = (value: DateValue | null) => (value ? value.toString() : null)

/** The flight search: trip type, flights, dates with calendar fares, class and passengers. */
export function SearchForm({ values, onChange, onSearch }: SearchFormProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // The strip and the calendars are priced in the visitor's currency, as the results will be; they
  // wait until one is chosen.
  const currency = useVisitorCurrency()
  const labels = useFlightLabels()
  const [errors, setErrors] = useState<SearchFormErrors>({})
  const today = parseDate(todayInSaudiArabia())
  const limits = passengerLimits(values)
  const isMultiCity = values.tripType === 'multi_city'

  const update = (next: SearchFormValues, clear: string[] = []) => {
    onChange(next)
    if (clear.some((key) => errors[key])) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !clear.includes(key))),
      )
    }
  }
  const setLeg = (index: number, patch: Partial<LegDraft>) =>
    update(
      { ...values, legs: values.legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)) },
      Object.keys(patch).map((key) => `legs.${index}.${key}`),
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateSearchForm(values, locale)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSearch(result.criteria, values)
  }

  const [first] = values.legs
  const dateLabel = (index: number) =>
    isMultiCity ? i18n._(msg`Flight ${index + 1} date`) : i18n._(msg`Departure date`)
  const errorCount = Object.keys(errors).length
  const party = { adults: values.adults, children: values.children, infants: values.infants }
  // A round trip's departure days are priced as round trips (as the strip does); its return days as the
  // flight back, and a multi-city leg's days as that one flight.
  const legFares = (leg: LegDraft) => ({
    from: leg.origin?.iata ?? null,
    to: leg.destination?.iata ?? null,
    tripType: values.tripType === 'round_trip' ? ('round_trip' as const) : ('one_way' as const),
    cabin: values.cabin,
    passengers: party,
    currency,
  })

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Search flights`)}>
      <RadioGroup
        label={i18n._(msg`Trip type`)}
        orientation="horizontal"
        value={values.tripType}
        onChange={(tripType) => update(withTripType(values, tripType as TripType), ['legs'])}
      >
        <Radio value="round_trip">
          <Trans>Round trip</Trans>
        </Radio>
        <Radio value="one_way">
          <Trans>One way</Trans>
        </Radio>
        <Radio value="multi_city">
          <Trans>Multi-city</Trans>
        </Radio>
      </RadioGroup>

      {values.legs.map((leg, index) => (
        <fieldset key={index} className={styles.leg}>
          {isMultiCity ? (
            <legend className={styles.legend}>
              <Trans>Flight {index + 1}</Trans>
            </legend>
          ) : null}
          <div className={styles.legFields}>
            <AirportField
              label={i18n._(msg`From`)}
              value={leg.origin}
              onChange={(origin) => setLeg(index, { origin })}
              errorMessage={errors[`legs.${index}.origin`]}
            />
            <AirportField
              label={i18n._(msg`To`)}
              value={leg.destination}
              onChange={(destination) => setLeg(index, { destination })}
              errorMessage={errors[`legs.${index}.destination`]}
            />
            <FareDatePicker
              fares={legFares(leg)}
              label={dateLabel(index)}
              value={toDateValue(leg.date)}
              onChange={(value) => setLeg(index, { date: fromDateValue(value) })}
              minValue={today}
              isInvalid={Boolean(errors[`legs.${index}.date`])}
              errorMessage={errors[`legs.${index}.date`]}
              calendarButtonLabel={i18n._(msg`Open calendar`)}
            />
            {values.tripType === 'round_trip' ? (
              <FareDatePicker
                fares={{
                  from: leg.destination?.iata ?? null,
                  to: leg.origin?.iata ?? null,
                  tripType: 'one_way',
                  cabin: values.cabin,
                  passengers: party,
                  currency,
                }}
                label={i18n._(msg`Return date`)}
                value={toDateValue(values.returnDate)}
                onChange={(value) => update({ ...values, returnDate: fromDateValue(value) }, ['returnDate'])}
                minValue={toDateValue(leg.date) ?? today}
                isInvalid={Boolean(errors.returnDate)}
                errorMessage={errors.returnDate}
                calendarButtonLabel={i18n._(msg`Open calendar`)}
              />
            ) : null}
          </div>
          {isMultiCity && values.legs.length > MULTI_CITY_MIN_LEGS ? (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => update({ ...values, legs: values.legs.filter((_, i) => i !== index) })}
            >
              <Trans>Remove flight {index + 1}</Trans>
            </Button>
          ) : null}
        </fieldset>
      ))}

      {!isMultiCity && first?.origin && first.destination && first.date && currency ? (
        <FareStrip
          from={first.origin.iata}
          to={first.destination.iata}
          date={first.date}
          tripType={values.tripType === 'round_trip' ? 'round_trip' : 'one_way'}
          cabin={values.cabin}
          passengers={values}
          currency={currency}
          onSelect={(date) => setLeg(0, { date })}
        />
      ) : null}

      {canAddLeg(values) ? (
        <Button
          variant="secondary"
          size="sm"
          className={styles.addLeg}
          onPress={() => {
            const last = values.legs.at(-1)
            update({
              ...values,
              legs: [...values.legs, { ...emptyLeg(), origin: last?.destination ?? null }],
            })
          }}
        >
          <Trans>Add another flight</Trans>
        </Button>
      ) : null}
      {errors.legs ? (
        <p className={styles.formError} role="alert">
          {errors.legs}
        </p>
      ) : null}

      <div className={styles.travellers}>
        <Select
          label={i18n._(msg`Class`)}
          selectedKey={values.cabin}
          onSelectionChange={(key) => update({ ...values, cabin: key as Cabin })}
          items={CABINS.map((cabin) => ({ id: cabin, name: labels.cabin(cabin) }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <NumberField
          label={i18n._(msg`Adults`)}
          description={i18n._(msg`12 years and over`)}
          value={values.adults}
          minValue={Math.max(1, values.infants)}
          maxValue={limits.adults}
          onChange={(adults) => update({ ...values, adults: adults || 1 }, ['adults', 'children', 'infants'])}
          isInvalid={Boolean(errors.adults)}
          errorMessage={errors.adults}
          decrementLabel={i18n._(msg`Fewer adults`)}
          incrementLabel={i18n._(msg`More adults`)}
        />
        <NumberField
          label={i18n._(msg`Children`)}
          description={i18n._(msg`2 to 12 years`)}
          value={values.children}
          minValue={0}
          maxValue={limits.children}
          onChange={(children) => update({ ...values, children: children || 0 }, ['children'])}
          isInvalid={Boolean(errors.children)}
          errorMessage={errors.children}
          decrementLabel={i18n._(msg`Fewer children`)}
          incrementLabel={i18n._(msg`More children`)}
        />
        <NumberField
          label={i18n._(msg`Infants`)}
          description={i18n._(msg`Under 2, on an adult's lap`)}
          value={values.infants}
          minValue={0}
          maxValue={limits.infants}
          onChange={(infants) => update({ ...values, infants: infants || 0 }, ['infants'])}
          isInvalid={Boolean(errors.infants)}
          errorMessage={errors.infants}
          decrementLabel={i18n._(msg`Fewer infants`)}
          incrementLabel={i18n._(msg`More infants`)}
        />
      </div>

      <div className={styles.actions}>
        <p className={styles.note}>
          <Trans>Up to 9 passengers. Changes allowed up to 48 hours before departure.</Trans>
        </p>
        <Button type="submit" variant="primary" size="lg">
          <Trans>Search flights</Trans>
        </Button>
      </div>
      <VisuallyHidden role="status">
        {errorCount ? i18n._(msg`Please correct the highlighted fields.`) : ''}
      </VisuallyHidden>
    </form>
  )
}

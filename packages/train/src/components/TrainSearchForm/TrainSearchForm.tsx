import { DEFAULT_CURRENCY } from '@rihla/api-contract'
import { parseDate } from '@internationalized/date'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { todayInSaudiArabia } from '@rihla/api-contract/dates'
import { lastTrainDate } from '@rihla/api-contract/trains'
import type { TrainSearchCriteria, railwaysGeneralResponseSchema } from '@rihla/api-contract/trains'
import { useLocale, useVisitorCurrency } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { DatePicker } from '@rihla/ui-kit/date-picker'
import { ListBoxItem } from '@rihla/ui-kit/list-box'
import { Select } from '@rihla/ui-kit/select'
import { useState } from 'react'
import type { FormEvent } from 'react'
import type { z } from 'zod/mini'
import { validateTrainSearchForm } from '../../searchForm'
import type { TrainSearchFormErrors } from '../../searchForm'
import type { TrainSearchFormValues } from '../../state'
import { PartyField } from './PartyField'
import { StationField } from './StationField'
import * as styles from './TrainSearchForm.css'

type Network = z.infer<typeof railwaysGeneralResponseSchema>

export interface TrainSearchFormProps {
  network: Network
  values: TrainSearchFormValues
  onChange: (values: TrainSearchFormValues) => void
  onSearch: (criteria: TrainSearchCriteria, values: TrainSearchFormValues) => void
}

const ANY_CLASS = 'any'

/** The train search: two stations of one line, the date, the travellers by type and the class. */
export function TrainSearchForm({ network, values, onChange, onSearch }: TrainSearchFormProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const currency = useVisitorCurrency() ?? DEFAULT_CURRENCY
  const [errors, setErrors] = useState<TrainSearchFormErrors>({})
  const today = todayInSaudiArabia()
  const fromLine = network.lines.find((line) => line.stations.some((station) => station.id === values.from))
  // Trains run along one line: once the departure is chosen, only its line's other stations are offered.
  const toLines = fromLine
    ? [{ ...fromLine, stations: fromLine.stations.filter((station) => station.id !== values.from) }]
    : network.lines
  const classes = [
    ...new Map(
      (fromLine ? [fromLine] : network.lines).flatMap((line) => line.classes.map((c) => [c.class, c.name])),
    ),
  ]

  const update = (next: Partial<TrainSearchFormValues>, ...cleared: (keyof TrainSearchFormErrors)[]) => {
    onChange({ ...values, ...next })
    if (cleared.some((key) => errors[key])) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key as never))),
      )
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateTrainSearchForm(values, locale, currency)
    if (!result.ok) return setErrors(result.errors)
    setErrors({})
    onSearch(result.criteria, values)
  }

  const partyError = errors.adults ?? errors.children ?? errors.infants
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Search trains`)}>
      <div className={styles.fields}>
        <StationField
          label={i18n._(msg`From`)}
          lines={network.lines}
          value={values.from}
          onChange={(from) => {
            const line = network.lines.find((candidate) => candidate.stations.some((s) => s.id === from))
            const keepTo = line?.stations.some((station) => station.id === values.to) && values.to !== from
            update({ from, to: keepTo ? values.to : null }, 'from', 'to')
          }}
          errorMessage={errors.from}
        />
        <StationField
          label={i18n._(msg`To`)}
          lines={toLines}
          value={values.to}
          onChange={(to) => update({ to }, 'to')}
          errorMessage={errors.to}
        />
        <DatePicker
          label={i18n._(msg`Date`)}
          calendarButtonLabel={i18n._(msg`Open calendar`)}
          minValue={parseDate(today)}
          maxValue={parseDate(lastTrainDate(today))}
          value={values.date ? parseDate(values.date) : null}
          onChange={(date) => update({ date: date ? date.toString() : null }, 'date')}
          isInvalid={Boolean(errors.date)}
          errorMessage={errors.date}
        />
        <Select
          label={i18n._(msg`Class`)}
          selectedKey={values.travelClass ?? ANY_CLASS}
          onSelectionChange={(key) =>
            update({
              travelClass:
                key === ANY_CLASS || key === null ? null : (key as TrainSearchFormValues['travelClass']),
            })
          }
        >
          <ListBoxItem id={ANY_CLASS}>{i18n._(msg`Any class`)}</ListBoxItem>
          {classes.map(([id, name]) => (
            <ListBoxItem key={id} id={id}>
              {name}
            </ListBoxItem>
          ))}
        </Select>
        <PartyField
          party={values}
          onChange={(party) => update(party, 'adults', 'children', 'infants')}
          errorMessage={partyError}
        />
      </div>
      <Button type="submit" className={styles.submit}>
        <Trans>Search trains</Trans>
      </Button>
    </form>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { EventShow } from '@rihla/api-contract/events'
import { useLocale } from '@rihla/core'
import { Radio, RadioGroup } from '@rihla/ui-kit/radio-group'
import { showWhen } from '../ShowDates/ShowDates'

/** The event's shows on sale, one to choose; a sold-out show stays listed but cannot be chosen. */
export function ShowPicker({
  shows,
  selected,
  onChange,
}: {
  shows: readonly EventShow[]
  selected: string | null
  onChange: (showId: string) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const soldOut = i18n._(msg`Sold out`)
  return (
    <RadioGroup label={i18n._(msg`Date and time`)} value={selected} onChange={onChange}>
      {shows.map((show) => (
        <Radio key={show.id} value={show.id} isDisabled={show.availability === 'sold_out'}>
          {[
            show.label,
            showWhen(show.startsAt, show.endsAt, locale),
            show.availability === 'sold_out' ? soldOut : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Radio>
      ))}
    </RadioGroup>
  )
}

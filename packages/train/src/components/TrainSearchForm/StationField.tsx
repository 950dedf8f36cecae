import type { railwaysGeneralResponseSchema } from '@rihla/api-contract/trains'
import { ListBoxItem, ListBoxSection } from '@rihla/ui-kit/list-box'
import { Select } from '@rihla/ui-kit/select'
import type { z } from 'zod/mini'

type Line = z.infer<typeof railwaysGeneralResponseSchema>['lines'][number]

/** A station picker, its stations grouped under their line in the line's order. */
export function StationField({
  label,
  lines,
  value,
  onChange,
  errorMessage,
}: {
  label: string
  lines: readonly Line[]
  value: string | null
  onChange: (stationId: string) => void
  errorMessage?: string
}) {
  return (
    <Select
      label={label}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    >
      {lines.map((line) => (
        <ListBoxSection key={line.id} id={line.id} title={line.name}>
          {line.stations.map((station) => (
            <ListBoxItem key={station.id} id={station.id} textValue={station.name}>
              {station.name}
            </ListBoxItem>
          ))}
        </ListBoxSection>
      ))}
    </Select>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { localizeMessage } from '@rihla/api-contract'
import { MAX_CHILD_AGE } from '@rihla/api-contract/hotels'
import { useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { NumberField } from '@rihla/ui-kit/number-field'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useState } from 'react'
import { ROOM_LIMITS, addRoom, withChildren } from '../../searchForm'
import type { HotelSearchFormErrors } from '../../searchForm'
import type { RoomDraft } from '../../formValues'
import * as styles from './RoomsEditor.css'

export interface RoomsEditorProps {
  rooms: RoomDraft[]
  onChange: (rooms: RoomDraft[]) => void
  /** The search form's messages; those under `rooms.` are this editor's. */
  errors: HotelSearchFormErrors
}

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({ id: String(age), age }))

/** Up to six rooms, each with its adults and its children's ages. */
export function RoomsEditor({ rooms, onChange, errors }: RoomsEditorProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [limitError, setLimitError] = useState<string | null>(null)
  const setRoom = (index: number, room: RoomDraft) => {
    setLimitError(null)
    onChange(rooms.map((each, i) => (i === index ? room : each)))
  }
  const roomsError = limitError ?? errors.rooms

  return (
    <div className={styles.rooms}>
      {rooms.map((room, index) => (
        <fieldset key={index} className={styles.room}>
          <legend className={styles.legend}>
            <Trans>Room {index + 1}</Trans>
          </legend>
          <NumberField
            label={i18n._(msg`Adults`)}
            value={room.adults}
            minValue={1}
            maxValue={ROOM_LIMITS.adults}
            onChange={(adults) => setRoom(index, { ...room, adults: adults || 1 })}
            decrementLabel={i18n._(msg`Fewer adults`)}
            incrementLabel={i18n._(msg`More adults`)}
          />
          <NumberField
            label={i18n._(msg`Children`)}
            description={i18n._(msg`Under 18 years`)}
            value={room.childAges.length}
            minValue={0}
            maxValue={ROOM_LIMITS.children}
            onChange={(children) => setRoom(index, withChildren(room, children || 0))}
            decrementLabel={i18n._(msg`Fewer children`)}
            incrementLabel={i18n._(msg`More children`)}
          />
          {room.childAges.map((age, child) => {
            const error = errors[`rooms.${index}.childAges.${child}`]
            return (
              <Select
                key={child}
                label={i18n._(msg`Age of child ${child + 1}`)}
                placeholder={i18n._(msg`Select age`)}
                items={AGES}
                selectedKey={age === null ? null : String(age)}
                onSelectionChange={(key) =>
                  setRoom(index, {
                    ...room,
                    childAges: room.childAges.map((each, i) => (i === child ? Number(key) : each)),
                  })
                }
                isInvalid={Boolean(error)}
                errorMessage={error}
              >
                {(item) => <SelectItem id={item.id}>{i18n.number(item.age)}</SelectItem>}
              </Select>
            )
          })}
          {rooms.length > 1 ? (
            <Button
              variant="ghost"
              size="sm"
              className={styles.remove}
              onPress={() => {
                setLimitError(null)
                onChange(rooms.filter((_, i) => i !== index))
              }}
            >
              <Trans>Remove room {index + 1}</Trans>
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        onPress={() => {
          const next = addRoom(rooms)
          setLimitError(next.error === null ? null : localizeMessage(next.error, locale))
          if (next.error === null) onChange(next.rooms)
        }}
      >
        <Trans>Add room</Trans>
      </Button>
      {roomsError ? (
        <p className={styles.error} role="alert">
          {roomsError}
        </p>
      ) : null}
    </div>
  )
}

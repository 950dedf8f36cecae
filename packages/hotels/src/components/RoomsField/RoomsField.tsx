import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@rihla/ui-kit/button'
import { useMinWidth } from '@rihla/ui-kit/media'
import { Modal } from '@rihla/ui-kit/modal'
import { DialogTrigger, Popover } from '@rihla/ui-kit/popover'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useId, useState } from 'react'
import type { RoomDraft } from '../../formValues'
import type { HotelSearchFormErrors } from '../../searchForm'
import { RoomsEditor } from '../RoomsEditor/RoomsEditor'
import { RoomsAndGuests } from './RoomsAndGuests'
import * as styles from './RoomsField.css'

export interface RoomsFieldProps {
  rooms: RoomDraft[]
  onChange: (rooms: RoomDraft[]) => void
  /** The search form's messages; those under `rooms` are this field's. */
  errors: HotelSearchFormErrors
}

/**
 * The search form's rooms and guests as one field: its summary ("2 rooms, 3 guests") opens the rooms
 * editor in a popover (on a phone, a sheet over the screen: six rooms of fields need its height), and a
 * message about a room (a child's missing age) shows under the field too, so it is seen with the editor
 * closed.
 */
export function RoomsField({ rooms, onChange, errors }: RoomsFieldProps) {
  const { i18n } = useLingui()
  const isWide = useMinWidth('md')
  const [isOpen, setOpen] = useState(false)
  const labelId = useId()
  const errorId = useId()
  const triggerId = useId()
  const titleId = useId()
  const error = Object.entries(errors).find(([key]) => key.startsWith('rooms'))?.[1]
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        <Trans>Rooms and guests</Trans>
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button
          variant="secondary"
          className={error ? `${styles.trigger} ${styles.invalid}` : styles.trigger}
          id={triggerId}
          // Its name is the field's and its value: "Rooms and guests, 2 rooms, 3 guests".
          aria-labelledby={`${labelId} ${triggerId}`}
          aria-describedby={error ? errorId : undefined}
          endIcon={<ChevronDown size={18} aria-hidden />}
        >
          <RoomsAndGuests rooms={rooms} />
        </Button>
        {isWide ? (
          // The popover is the dialog itself, so its dismiss buttons are inside it (axe: all content in regions).
          <Popover placement="bottom start" className={styles.popover} aria-labelledby={titleId}>
            <h2 id={titleId} className={styles.title}>
              <Trans>Rooms and guests</Trans>
            </h2>
            <RoomsEditor rooms={rooms} onChange={onChange} errors={errors} />
            <Button className={styles.done} onPress={() => setOpen(false)}>
              <Trans>Done</Trans>
            </Button>
          </Popover>
        ) : (
          <Modal
            title={<Trans>Rooms and guests</Trans>}
            closeLabel={i18n._(msg`Close`)}
            size="md"
            footer={(close) => (
              <Button variant="primary" isFullWidth onPress={close}>
                <Trans>Done</Trans>
              </Button>
            )}
          >
            <RoomsEditor rooms={rooms} onChange={onChange} errors={errors} />
          </Modal>
        )}
      </DialogTrigger>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

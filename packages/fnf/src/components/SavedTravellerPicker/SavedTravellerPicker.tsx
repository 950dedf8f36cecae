import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { passengerTypeOn, todayInSaudiArabia } from '@rihla/api-contract/passenger'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import type { PassengerType } from '@rihla/api-contract/passenger'
import { isAuthenticatedAtom, useApi, useCatalog } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Select, SelectItem } from '@rihla/ui-kit/select'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { fnfQueries } from '../../queries'
import { usePassengerTypeNames } from '../labels'
import * as styles from './SavedTravellerPicker.css'
import { fnfCatalog } from '../../catalog'

export interface SavedTravellerPickerProps {
  /** Called with the traveller chosen, to fill a passenger form. */
  onPick: (entry: FnfEntry) => void
  /** The passenger type the form is for; travellers of another type on the travel date cannot be picked. */
  type?: PassengerType | undefined
  /** YYYY-MM-DD the type is measured on; today when absent. */
  travelDate?: string | undefined
}

/**
 * "Pick a saved traveller": the signed-in user's friends and family, each with their passenger type on
 * the travel date. Shows nothing to a visitor who is not signed in.
 */
export function SavedTravellerPicker(props: SavedTravellerPickerProps) {
  const isAuthenticated = useAtomValue(isAuthenticatedAtom)
  return isAuthenticated ? <Picker {...props} /> : null
}

function Picker({ onPick, type, travelDate }: SavedTravellerPickerProps) {
  useCatalog(fnfCatalog)
  const { i18n } = useLingui()
  const api = useApi()
  const typeNames = usePassengerTypeNames()
  const list = useQuery(fnfQueries.list(api))
  const [picked, setPicked] = useState<string | null>(null)
  const entries = list.data?.entries ?? []
  const day = travelDate ?? todayInSaudiArabia()
  const typeOf = (entry: FnfEntry) => passengerTypeOn(entry.dateOfBirth, day)
  const unfit = entries.filter((entry) => type && typeOf(entry) !== type).map((entry) => entry.id)

  const description = list.isPending
    ? i18n._(msg`Loading your saved travellers…`)
    : list.isError
      ? i18n._(msg`Your saved travellers did not load.`)
      : entries.length === 0
        ? i18n._(msg`You have no saved travellers yet.`)
        : type
          ? i18n._(msg`Only travellers who are ${typeNames[type]} on the travel date can be picked.`)
          : undefined

  return (
    <div className={styles.picker}>
      <Select
        label={i18n._(msg`Saved travellers`)}
        placeholder={i18n._(msg`Pick a saved traveller`)}
        items={entries}
        disabledKeys={unfit}
        isDisabled={entries.length === 0}
        value={picked}
        onChange={(key) => {
          const entry = entries.find((item) => item.id === key)
          if (!entry) return
          setPicked(entry.id)
          onPick(entry)
        }}
        description={description}
        className={styles.select}
      >
        {(entry) => (
          <SelectItem id={entry.id} textValue={`${entry.nickname} ${entry.firstName} ${entry.lastName}`}>
            <span className={styles.option}>
              <span className={styles.nickname}>{entry.nickname}</span>
              <span className={styles.detail}>
                {entry.firstName} {entry.lastName} · {typeNames[typeOf(entry)]}
              </span>
            </span>
          </SelectItem>
        )}
      </Select>
      {list.isError ? (
        <Button variant="secondary" size="sm" onPress={() => void list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { coreQueries, modalAtom, useApi, useLocale } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { EmptyState } from '@rihla/ui-kit/empty-state'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import UserPlus from 'lucide-react/icons/user-plus'
import { useState } from 'react'
import { DeleteTravellerDialog } from '../components/DeleteTravellerDialog/DeleteTravellerDialog'
import { TravellerCard } from '../components/TravellerCard/TravellerCard'
import { fnfQueries } from '../queries'
import * as styles from './FnfList.css'

function FnfList() {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const list = useQuery(fnfQueries.list(api))
  const countries = useQuery(coreQueries.countries(api, locale))
  const openDeleteDialog = useSetAtom(modalAtom('deleteFnfModal'))
  const [toDelete, setToDelete] = useState<FnfEntry | null>(null)
  const createHref = localePath('/fnf/create', locale)
  const countryName = (code: string) => countries.data?.find((country) => country.code === code)?.name ?? code

  const addButton = (
    <Link href={createHref} appearance="primary">
      <UserPlus size={18} aria-hidden />
      <Trans>Add traveller</Trans>
    </Link>
  )

  const body = () => {
    if (list.isPending) {
      return (
        <div className={styles.grid} role="status" aria-label={i18n._(msg`Loading your saved travellers`)}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.placeholder}>
              <Skeleton lines={4} />
            </div>
          ))}
        </div>
      )
    }
    if (list.isError) {
      return (
        <ErrorState
          title={i18n._(msg`Your saved travellers did not load`)}
          description={i18n._(msg`Check your connection and try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )
    }
    const { entries, limit } = list.data
    if (entries.length === 0) {
      return (
        <EmptyState
          title={i18n._(msg`No Record Found`)}
          description={i18n._(
            msg`Save the people you travel with, and fill in their details in one step when you book.`,
          )}
          actions={addButton}
        />
      )
    }
    return (
      <>
        <p className={styles.count}>
          <Trans>
            {entries.length} of {limit} saved
          </Trans>
        </p>
        <ul className={styles.grid} aria-label={i18n._(msg`Saved travellers`)}>
          {entries.map((entry) => (
            <TravellerCard
              key={entry.id}
              entry={entry}
              nationalityName={countryName(entry.nationality)}
              editHref={localePath(`/fnf/create/${entry.id}`, locale)}
              onDelete={() => {
                setToDelete(entry)
                openDeleteDialog(true)
              }}
            />
          ))}
        </ul>
      </>
    )
  }

  const hasEntries = Boolean(list.data?.entries.length)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            <Trans>Saved travellers</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Friends and family you book for, ready to fill in any booking.</Trans>
          </p>
        </div>
        {hasEntries ? addButton : null}
      </header>
      {body()}
      <DeleteTravellerDialog entry={toDelete} />
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/fnf')({ component: FnfList })

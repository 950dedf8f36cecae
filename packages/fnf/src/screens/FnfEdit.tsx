import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { fnfEntryRequestSchema } from '@rihla/api-contract/fnf'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { useApi, useLocale, useRuntime } from '@rihla/core'
import { localePath } from '@rihla/core/routing'
import { Button } from '@rihla/ui-kit/button'
import { Card } from '@rihla/ui-kit/card'
import { ErrorState } from '@rihla/ui-kit/error-state'
import { Link } from '@rihla/ui-kit/link'
import { Skeleton } from '@rihla/ui-kit/skeleton'
import { useQuery } from '@tanstack/react-query'
import { createLazyRoute, getRouteApi, useRouter } from '@tanstack/react-router'
import { PassengerForm } from '../components/PassengerForm/PassengerForm'
import type { PassengerFormValues } from '../components/PassengerForm/passengerValues'
import { passengerValuesOf } from '../components/PassengerForm/passengerValues'
import { useSaveFnfEntry } from '../mutations'
import { fnfQueries } from '../queries'
import * as styles from './FnfEdit.css'

const editRoute = getRouteApi('/{-$locale}/fnf/create/{-$id}')

function FnfEdit() {
  const { id } = editRoute.useParams()
  return id ? <EditEntry id={id} /> : <EntryForm entry={null} />
}

function EditEntry({ id }: { id: string }) {
  const { i18n } = useLingui()
  const api = useApi()
  const entry = useQuery(fnfQueries.entry(api, id))
  if (entry.isPending) {
    return (
      <Frame title={i18n._(msg`Edit traveller`)}>
        <div role="status" aria-label={i18n._(msg`Loading the traveller`)}>
          <Skeleton lines={8} />
        </div>
      </Frame>
    )
  }
  if (entry.isError) {
    return (
      <Frame title={i18n._(msg`Edit traveller`)}>
        <ErrorState
          title={i18n._(msg`The traveller did not load`)}
          description={i18n._(msg`Check your connection and try again.`)}
          actions={
            <Button variant="secondary" onPress={() => void entry.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </Frame>
    )
  }
  return <EntryForm entry={entry.data} />
}

function EntryForm({ entry }: { entry: FnfEntry | null }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { toasts } = useRuntime()
  const save = useSaveFnfEntry()
  const listHref = localePath('/fnf', locale)

  const submit = async (values: PassengerFormValues) => {
    const saved = await save.mutateAsync({ id: entry?.id, entry: fnfEntryRequestSchema.parse(values) })
    toasts.add(
      {
        title: entry ? i18n._(msg`${saved.nickname} was updated`) : i18n._(msg`${saved.nickname} was saved`),
        tone: 'success',
      },
      { timeout: 5000 },
    )
    await router.navigate({ href: listHref })
  }

  return (
    <Frame title={entry ? i18n._(msg`Edit traveller`) : i18n._(msg`Add traveller`)}>
      <PassengerForm
        schema={fnfEntryRequestSchema}
        label={entry ? i18n._(msg`Edit ${entry.nickname}`) : i18n._(msg`New traveller`)}
        parts={{ nickname: true }}
        defaultValues={entry ? passengerValuesOf(entry) : undefined}
        submitLabel={entry ? <Trans>Save changes</Trans> : <Trans>Save traveller</Trans>}
        secondaryAction={
          <Link href={listHref} appearance="ghost">
            <Trans>Cancel</Trans>
          </Link>
        }
        onSubmit={submit}
      />
    </Frame>
  )
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  const locale = useLocale()
  return (
    <div className={styles.page}>
      <Link href={localePath('/fnf', locale)} isQuiet className={styles.back}>
        <Trans>Back to saved travellers</Trans>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <Card padding="lg" className={styles.card}>
        {children}
      </Card>
    </div>
  )
}

export const Route = createLazyRoute('/{-$locale}/fnf/create/{-$id}')({ component: FnfEdit })

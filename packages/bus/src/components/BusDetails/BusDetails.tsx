import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BusDeparture } from '@rihla/api-contract/buses'
import { modalAtom, useApi, useLocale } from '@rihla/core'
import { Button } from '@rihla/ui-kit/button'
import { Modal } from '@rihla/ui-kit/modal'
import { Spinner } from '@rihla/ui-kit/spinner'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { busQueries } from '../../queries'
import * as styles from './BusDetails.css'

/** The coach's photos: the class's gallery, each photo at 1x and 2x. */
function Gallery({ departure }: { departure: BusDeparture }) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const photos = useQuery(busQueries.gallery(api, locale, departure.class))
  if (photos.isPending) return <Spinner label={i18n._(msg`Loading photos`)} />
  if (photos.isError) return <p className={styles.text}>{i18n._(msg`The photos could not be loaded.`)}</p>
  return (
    <ul className={styles.photos}>
      {photos.data.map((photo) => (
        <li key={photo.id}>
          <figure className={styles.figure}>
            <img
              className={styles.photo}
              src={photo.src}
              srcSet={`${photo.src} 1x, ${photo.src2x} 2x`}
              // The caption under it says what it shows.
              alt=""
              width={640}
              height={427}
              loading="lazy"
            />
            <figcaption className={styles.caption}>{photo.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

/**
 * The `busDetails` dialog: the operator, the coach class and what it offers, the operator's rules, and
 * the photos of the class's coaches.
 */
export function BusDetails({
  departure,
  onSeeFares,
}: {
  departure: BusDeparture | null
  /** Closes the dialog on the departure's fare families. */
  onSeeFares: () => void
}) {
  const { i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const [isOpen, setOpen] = useAtom(modalAtom('busDetails'))
  const info = useQuery({ ...busQueries.info(api, locale), enabled: isOpen })
  const perks = info.data?.classes.find((entry) => entry.class === departure?.class)?.perks ?? []
  return (
    <Modal
      isOpen={isOpen && departure !== null}
      onOpenChange={setOpen}
      title={
        departure ? (
          <Trans>
            {departure.operator.name} · {departure.className}
          </Trans>
        ) : null
      }
      closeLabel={i18n._(msg`Close`)}
      size="lg"
    >
      {departure ? (
        <div className={styles.body}>
          <p className={styles.text}>{departure.operator.about}</p>
          {perks.length ? (
            <>
              <h3 className={styles.subheading}>
                <Trans>On board</Trans>
              </h3>
              <ul className={styles.list}>
                {perks.map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
            </>
          ) : null}
          {info.data?.rules.length ? (
            <>
              <h3 className={styles.subheading}>
                <Trans>Before you travel</Trans>
              </h3>
              <ul className={styles.list}>
                {info.data.rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className={styles.subheading}>
            <Trans>Photos</Trans>
          </h3>
          <Gallery departure={departure} />
          <div>
            <Button
              variant="primary"
              onPress={() => {
                setOpen(false)
                onSeeFares()
              }}
            >
              <Trans>See fares</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  )
}

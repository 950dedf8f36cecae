import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { appDataAtom } from '@rihla/core'
import { Logo } from '@rihla/ui-kit/logo'
import { useAtomValue } from 'jotai'
import * as styles from './WidgetLayout.css'

/** The widget's slim footer: who runs the bookings made in it, and what its prices include. */
export function WidgetFooter() {
  const { i18n } = useLingui()
  const widgetName = useAtomValue(appDataAtom)?.widget.name ?? 'Rihla'
  return (
    <footer className={styles.footer} aria-label={i18n._(msg`About bookings with ${widgetName}`)}>
      <p className={styles.footerText}>
        <Trans>
          Bookings by <Logo variant="full" size="sm" label={i18n._(msg`Rihla`)} />
        </Trans>
      </p>
      <p className={styles.footerText}>
        <Trans>All prices include 15% VAT.</Trans>
      </p>
    </footer>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { CurrencySwitch, LanguageSwitch, UserMenu, appDataAtom, useVerticalEntries } from '@rihla/core'
import { Link } from '@rihla/ui-kit/link'
import { Logo } from '@rihla/ui-kit/logo'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import * as styles from './WidgetLayout.css'

/**
 * The widget's slim header: the partner's name beside Rihla's mark, the verticals the partner allows
 * (none when there is only one, which is the whole widget), language, currency and the user's menu.
 */
export function WidgetHeader() {
  const { i18n } = useLingui()
  const router = useRouter()
  const { pathname } = useLocation()
  const widgetName = useAtomValue(appDataAtom)?.widget.name ?? 'Rihla'
  const entries = useVerticalEntries().filter((entry) => entry.available)
  const isCurrent = (href: string) => pathname.startsWith(router.buildLocation({ to: href }).pathname)

  return (
    // Named, as are the widget's other landmarks: on a partner's page they sit beside the page's own.
    <header className={styles.header} aria-label={i18n._(msg`${widgetName} bookings`)}>
      <span className={styles.brand}>
        <Logo variant="mark" size="sm" />
        <span className={styles.brandName}>{widgetName}</span>
      </span>
      {entries.length > 1 ? (
        <nav aria-label={i18n._(msg`Book`)} className={styles.nav}>
          <ul className={styles.navList}>
            {entries.map((entry) => (
              <li key={entry.vertical}>
                <Link
                  href={entry.href}
                  isQuiet
                  tone="neutral"
                  className={styles.navLink}
                  aria-current={isCurrent(entry.href) ? 'page' : undefined}
                >
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.actions}>
        <LanguageSwitch />
        <CurrencySwitch />
        <UserMenu />
      </div>
    </header>
  )
}

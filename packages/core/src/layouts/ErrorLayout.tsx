import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { Logo } from '@rihla/ui-kit/logo'
import { Link } from '@rihla/ui-kit/link'
import type { ReactNode } from 'react'
import { useLocale } from '../app/hooks'
import { localePath } from '../routing/namedRoutes'
import { LanguageSwitch } from './LanguageSwitch'
import * as styles from './layout.css'

/** A quiet frame for error pages: the brand, the language switch and the message. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <div className={styles.page}>
      <header className={styles.errorHeader}>
        <Link href={localePath('/', locale)} isQuiet>
          <Logo variant="full" label={i18n._(msg`Rihla home`)} />
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  )
}

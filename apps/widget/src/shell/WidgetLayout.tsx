import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { appDataAtom } from '@rihla/core'
import type { LayoutComponents } from '@rihla/core/routing'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { WidgetFooter } from './WidgetFooter'
import { WidgetHeader } from './WidgetHeader'
import { usePartnerTheme } from './usePartnerTheme'
import * as styles from './WidgetLayout.css'

function Main({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const widgetName = useAtomValue(appDataAtom)?.widget.name ?? 'Rihla'
  return (
    <main id="main" tabIndex={-1} className={styles.main} aria-label={i18n._(msg`Book with ${widgetName}`)}>
      {children}
    </main>
  )
}

/** Pages inside the widget: its slim header and footer around them. */
function WidgetDefaultLayout({ children }: { children: ReactNode }) {
  usePartnerTheme()
  return (
    <div className={styles.page} data-widget-page>
      <WidgetHeader />
      <Main>{children}</Main>
      <WidgetFooter />
    </div>
  )
}

/** Payment responses and other pages that stand alone. */
function WidgetBlankLayout({ children }: { children: ReactNode }) {
  usePartnerTheme()
  return (
    <div className={styles.page} data-widget-page>
      <Main>{children}</Main>
    </div>
  )
}

/** The widget's layouts in place of the site's: the same three, each sized by its content. */
export const widgetLayouts: LayoutComponents = {
  default: WidgetDefaultLayout,
  blank: WidgetBlankLayout,
  error: WidgetDefaultLayout,
}

import type { LayoutComponents } from '@rihla/core/routing'
import type { ReactNode } from 'react'
import { WidgetFooter } from './WidgetFooter'
import { WidgetHeader } from './WidgetHeader'
import * as styles from './WidgetLayout.css'

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  )
}

/** Pages inside the widget: its slim header and footer around them. */
function WidgetDefaultLayout({ children }: { children: ReactNode }) {
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

import MenuIcon from 'lucide-react/icons/menu'
import type { ReactNode } from 'react'
import { Suspense, lazy, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { cx } from '../../utils/classNames.ts'
import * as styles from './SiteHeader.css.ts'

// The drawer is the phone layout's menu; its overlay and focus code loads when it is first opened.
const loadDrawer = () => import('./HeaderDrawer.tsx')
const HeaderDrawer = lazy(loadDrawer)

export interface SiteHeaderProps {
  /** Usually the logo inside a link home. */
  brand: ReactNode
  /** A `HeaderNavList` of links. */
  navigation?: ReactNode
  /** Language and currency switchers, the user menu or a sign-in button. */
  actions?: ReactNode
  /** Names the navigation landmark, e.g. "Main". */
  navigationLabel: string
  /** Name of the button that opens the menu under md, e.g. "Menu". */
  menuLabel: string
  /** Name of the button that closes it, e.g. "Close menu". */
  closeMenuLabel: string
  isSticky?: boolean
  className?: string
}

/**
 * The site header: brand, navigation and actions in one bar from md up; under md the navigation and the
 * actions move into a side drawer behind a menu button, which closes itself when a link in it is followed.
 */
export function SiteHeader({
  brand,
  navigation,
  actions,
  navigationLabel,
  menuLabel,
  closeMenuLabel,
  isSticky = true,
  className,
}: SiteHeaderProps) {
  const hasMenu = Boolean(navigation ?? actions)
  const [isMenuOpen, setMenuOpen] = useState(false)
  return (
    <header className={cx(styles.header, isSticky && styles.sticky, className)}>
      <div className={styles.bar}>
        <div className={styles.brand}>{brand}</div>
        {navigation ? (
          <nav aria-label={navigationLabel} className={styles.desktopNav}>
            {navigation}
          </nav>
        ) : null}
        {actions ? <div className={styles.desktopActions}>{actions}</div> : null}
        {hasMenu ? (
          <Button
            className={styles.menuButton}
            aria-label={menuLabel}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            onHoverStart={() => void loadDrawer()}
            onPress={() => setMenuOpen(true)}
          >
            <MenuIcon size={22} aria-hidden />
          </Button>
        ) : null}
        {isMenuOpen ? (
          <Suspense>
            <HeaderDrawer
              brand={brand}
              navigation={navigation}
              actions={actions}
              navigationLabel={navigationLabel}
              menuLabel={menuLabel}
              closeMenuLabel={closeMenuLabel}
              onClose={() => setMenuOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </header>
  )
}

export interface HeaderNavListProps {
  /** `li` elements, each holding one link (mark the current one with `aria-current="page"`). */
  children: ReactNode
}

export function HeaderNavList({ children }: HeaderNavListProps) {
  return <ul className={styles.navList}>{children}</ul>
}

import MenuIcon from 'lucide-react/icons/menu'
import X from 'lucide-react/icons/x'
import type { MouseEvent, ReactNode } from 'react'
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components/Modal'
import { cx } from '../../utils/classNames.ts'
import * as styles from './SiteHeader.css.ts'

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
          <DialogTrigger>
            <Button className={styles.menuButton} aria-label={menuLabel}>
              <MenuIcon size={22} aria-hidden />
            </Button>
            <ModalOverlay isDismissable className={styles.drawerOverlay}>
              <Modal className={styles.drawer}>
                <Dialog aria-label={menuLabel} className={styles.drawerDialog}>
                  {({ close }) => (
                    <div
                      className={styles.drawerContent}
                      onClick={(event: MouseEvent<HTMLDivElement>) => {
                        if (event.target instanceof Element && event.target.closest('a[href]')) close()
                      }}
                    >
                      <div className={styles.drawerHeader}>
                        {brand}
                        <Button className={styles.menuButton} aria-label={closeMenuLabel} onPress={close}>
                          <X size={22} aria-hidden />
                        </Button>
                      </div>
                      {navigation ? <nav aria-label={navigationLabel}>{navigation}</nav> : null}
                      {actions ? <div className={styles.drawerActions}>{actions}</div> : null}
                    </div>
                  )}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
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

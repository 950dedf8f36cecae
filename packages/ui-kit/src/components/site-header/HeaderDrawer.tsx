import X from 'lucide-react/icons/x'
import type { MouseEvent, ReactNode } from 'react'
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components/Modal'
import * as styles from './SiteHeader.css.ts'

interface HeaderDrawerProps {
  brand: ReactNode
  navigation?: ReactNode
  actions?: ReactNode
  navigationLabel: string
  menuLabel: string
  closeMenuLabel: string
  onClose: () => void
}

/** The side drawer of the phone layout; focus returns to the menu button when it closes. */
export default function HeaderDrawer({
  brand,
  navigation,
  actions,
  navigationLabel,
  menuLabel,
  closeMenuLabel,
  onClose,
}: HeaderDrawerProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className={styles.drawerOverlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label={menuLabel} className={styles.drawerDialog}>
          <div
            className={styles.drawerContent}
            onClick={(event: MouseEvent<HTMLDivElement>) => {
              if (event.target instanceof Element && event.target.closest('a[href]')) onClose()
            }}
          >
            <div className={styles.drawerHeader}>
              {brand}
              <Button className={styles.menuButton} aria-label={closeMenuLabel} onPress={onClose}>
                <X size={22} aria-hidden />
              </Button>
            </div>
            {navigation ? <nav aria-label={navigationLabel}>{navigation}</nav> : null}
            {actions ? <div className={styles.drawerActions}>{actions}</div> : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { modalAtom } from '@rihla/core'
import type { ModalName } from '@rihla/core'
import { Provider, createStore } from 'jotai'
import type { ReactNode } from 'react'

i18n.loadAndActivate({ locale: 'en', messages: {} })

/** What the flow's stories need around a component: Lingui, and a store with the named dialog open. */
export function StoryFrame({ open, children }: { open?: ModalName; children: ReactNode }) {
  const store = createStore()
  if (open) store.set(modalAtom(open), true)
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={store}>{children}</Provider>
    </I18nProvider>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@rihla/ui-kit/link'
import { Logo } from '@rihla/ui-kit/logo'
import { HeaderNavList, SiteHeader } from '@rihla/ui-kit/site-header'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useLocale } from '../app/hooks'
import { localePath } from '../routing/namedRoutes'
import { CurrencySwitch } from './CurrencySwitch'
import { LanguageSwitch } from './LanguageSwitch'
import { UserMenu } from './UserMenu'
import { useVerticalEntries } from './useVerticalEntries'

export function Header() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { pathname } = useLocation()
  const entries = useVerticalEntries().filter((entry) => entry.available)
  const isCurrent = (href: string) => router.buildLocation({ to: href }).pathname === pathname

  return (
    <SiteHeader
      brand={
        <Link href={localePath('/', locale)} isQuiet>
          <Logo variant="full" label={i18n._(msg`Rihla home`)} />
        </Link>
      }
      navigation={
        entries.length ? (
          <HeaderNavList>
            {entries.map((entry) => (
              <li key={entry.vertical}>
                <Link
                  href={entry.href}
                  isQuiet
                  tone="neutral"
                  aria-current={isCurrent(entry.href) ? 'page' : undefined}
                >
                  {i18n._(entry.label)}
                </Link>
              </li>
            ))}
          </HeaderNavList>
        ) : undefined
      }
      actions={
        <>
          <LanguageSwitch />
          <CurrencySwitch />
          <UserMenu />
        </>
      }
      navigationLabel={i18n._(msg`Main`)}
      menuLabel={i18n._(msg`Menu`)}
      closeMenuLabel={i18n._(msg`Close menu`)}
    />
  )
}

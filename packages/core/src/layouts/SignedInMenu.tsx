import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { formatNumber } from '@rihla/i18n'
import { Button } from '@rihla/ui-kit/button'
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '@rihla/ui-kit/menu'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import CalendarCheck from 'lucide-react/icons/calendar-check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import LifeBuoy from 'lucide-react/icons/life-buoy'
import LogOut from 'lucide-react/icons/log-out'
import UserRound from 'lucide-react/icons/user-round'
import UsersRound from 'lucide-react/icons/users-round'
import Wallet from 'lucide-react/icons/wallet'
import { useLocale } from '../app/hooks'
import { coreQueries } from '../queries'
import { useRuntime } from '../app/runtimeContext'
import { localePath } from '../routing/namedRoutes'
import { signOut } from '../state/signOut'
import { USER_MENU_PATHS } from './userMenuPaths'

/**
 * The signed-in user's menu (SPEC.md §2): My Wallet, My Bookings, Saved travellers, Support (with the
 * dashboard's count of unread replies or open requests), Account, Logout.
 */
export function SignedInMenu({ name }: { name: string }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const runtime = useRuntime()
  const router = useRouter()
  const firstName = name.trim().split(/\s+/)[0] ?? name
  // The counts are a nicety: a failed dashboard leaves the plain "Support".
  const dashboard = useQuery({ ...coreQueries.dashboard(runtime.api), staleTime: 60_000 })
  const unread = dashboard.data?.unreadReplies ?? 0
  const open = dashboard.data?.openRequests ?? 0
  const supportLabel = unread
    ? i18n._(msg`Support (${formatNumber(unread, locale)} unread)`)
    : open
      ? i18n._(msg`Support (${formatNumber(open, locale)} open)`)
      : i18n._(msg`Support`)

  const logout = async () => {
    const { message } = await signOut(runtime, () => router.navigate({ href: localePath('/', locale) }))
    runtime.toasts.add(
      { title: message ?? i18n._(msg`You have been logged out`), tone: 'success' },
      { timeout: 5000 },
    )
  }

  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        size="sm"
        startIcon={<UserRound size={18} aria-hidden />}
        endIcon={<ChevronDown size={16} aria-hidden />}
        aria-label={i18n._(msg`${name}: account menu`)}
      >
        {firstName}
      </Button>
      <Menu>
        <MenuItem href={localePath(USER_MENU_PATHS.wallet, locale)} icon={<Wallet size={18} aria-hidden />}>
          {i18n._(msg`My Wallet`)}
        </MenuItem>
        <MenuItem
          href={localePath(USER_MENU_PATHS.bookings, locale)}
          icon={<CalendarCheck size={18} aria-hidden />}
        >
          {i18n._(msg`My Bookings`)}
        </MenuItem>
        <MenuItem
          href={localePath(USER_MENU_PATHS.savedTravellers, locale)}
          icon={<UsersRound size={18} aria-hidden />}
        >
          {i18n._(msg`Saved travellers`)}
        </MenuItem>
        <MenuItem
          href={localePath(USER_MENU_PATHS.support, locale)}
          icon={<LifeBuoy size={18} aria-hidden />}
        >
          {supportLabel}
        </MenuItem>
        <MenuItem
          href={localePath(USER_MENU_PATHS.account, locale)}
          icon={<UserRound size={18} aria-hidden />}
        >
          {i18n._(msg`Account`)}
        </MenuItem>
        <MenuSeparator />
        <MenuItem tone="danger" icon={<LogOut size={18} aria-hidden />} onAction={() => void logout()}>
          {i18n._(msg`Logout`)}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  )
}

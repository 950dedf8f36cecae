import type { Page } from '@playwright/test'
import { SHOTS_DIR, expect, expectAccessible, test, waitForApp } from './fixtures'
import { createUser, signInAs } from './session'

// Saved travellers (/fnf) is reachable from the user menu and from the Account page, in both languages
// and at phone and desk widths; the screens are saved for people to look at.

const words = {
  en: {
    prefix: '',
    siteMenu: 'Menu',
    menu: (name: string) => `${name}: account menu`,
    items: ['My Wallet', 'My Bookings', 'Saved travellers', 'Support', 'Account', 'Logout'],
    savedTravellers: 'Saved travellers',
    manage: 'Manage saved travellers',
  },
  ar: {
    prefix: '/ar',
    siteMenu: 'القائمة',
    menu: (name: string) => `${name}: قائمة الحساب`,
    items: ['محفظتي', 'حجوزاتي', 'المسافرون المحفوظون', 'الدعم', 'الحساب', 'تسجيل الخروج'],
    savedTravellers: 'المسافرون المحفوظون',
    manage: 'إدارة المسافرين المحفوظين',
  },
} as const

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage })

for (const locale of ['en', 'ar'] as const) {
  const t = words[locale]
  for (const width of [360, 1280]) {
    test(`saved travellers from the user menu and the account page (${locale}, ${width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const user = await createUser(request, { name: 'Huda Alharbi' })
      await signInAs(page, user)

      await page.goto(`${t.prefix}/about-us`)
      await waitForApp(page)
      // On a phone the header's links, the user menu among them, sit behind the site menu.
      if (width < 768) await page.getByRole('button', { name: t.siteMenu, exact: true }).click()
      await page.getByRole('button', { name: t.menu(user.name) }).click()
      const menu = page.getByRole('menu')
      await expect(menu.getByRole('menuitem')).toHaveText([...t.items])
      await expectAccessible(page, `user menu ${locale} ${width}`)
      await shot(page, `user-menu-${locale}-${width}`, false)
      await menu.getByRole('menuitem', { name: t.savedTravellers }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/fnf$`))
      await expect(page.getByRole('heading', { level: 1, name: t.savedTravellers })).toBeVisible()

      await page.goto(`${t.prefix}/account`)
      await waitForApp(page)
      const section = page.getByRole('region', { name: t.savedTravellers })
      await expect(section).toBeVisible()
      await expectAccessible(page, `account page ${locale} ${width}`)
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(width)
      await shot(page, `account-page-${locale}-${width}`)
      await section.getByRole('link', { name: t.manage }).click()
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/fnf$`))
      await expect(page.getByRole('heading', { level: 1, name: t.savedTravellers })).toBeVisible()
    })
  }
}

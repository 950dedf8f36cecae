import type { Decorator, Preview } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { useLayoutEffect } from 'react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { themeClass } from '../src/theme/index.ts'

const locales = {
  en: { locale: 'en-SA', lang: 'en', dir: 'ltr' },
  ar: { locale: 'ar-SA-u-nu-latn', lang: 'ar', dir: 'rtl' },
  'ar-hijri': { locale: 'ar-SA-u-ca-islamic-umalqura-nu-latn', lang: 'ar', dir: 'rtl' },
} as const

type LocaleKey = keyof typeof locales

const isLocaleKey = (value: unknown): value is LocaleKey => typeof value === 'string' && value in locales

function LocaleFrame({ localeKey, children }: { localeKey: LocaleKey; children: ReactNode }) {
  const { locale, lang, dir } = locales[localeKey]
  // Overlays portal into <body>, so direction, language and theme go on the document, as in the apps.
  useLayoutEffect(() => {
    document.documentElement.lang = lang
    document.documentElement.dir = dir
    document.body.classList.add(themeClass)
  }, [lang, dir])
  return <I18nProvider locale={locale}>{children}</I18nProvider>
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <LocaleFrame localeKey={isLocaleKey(context.globals.locale) ? context.globals.locale : 'en'}>
    <Story />
  </LocaleFrame>
)

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)', right: 'LTR' },
          { value: 'ar', title: 'العربية (RTL)', right: 'RTL' },
          { value: 'ar-hijri', title: 'العربية، التقويم الهجري (RTL)', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
}

export default preview

import type { EndpointName } from '@rihla/api-contract'
import { ApiError } from '@rihla/api-clients'
import { activateLocale, directionOf } from '@rihla/i18n'
import type { CatalogLoader, Locale } from '@rihla/i18n'
import type { AnyRouter } from '@tanstack/react-router'
import {
  Outlet,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { createContext, use, useLayoutEffect } from 'react'
import { AppProviders } from '../app/AppProviders'
import { coreCatalog } from '../catalog'
import type { RouterContext } from '../routing/context'
import { preferencesAtom } from '../state/preferences'
import type { FakeHandlers } from './fakeContext'
import { createTestContext } from './fakeContext'
import { siteHandlers } from './siteData'

/**
 * Storybook for a package whose components need the app around them (Lingui copy, links, queries, atoms),
 * shared by every such package's `.storybook/preview.tsx`. Typed by shape, so core needs no Storybook.
 * ui-kit keeps its own preview: it knows neither Lingui nor the router.
 */

/** What a story sets through `parameters`: the fake API's answers and the address the story is at. */
export interface AppStoryParameters {
  /**
   * Answers of the fake API on top of the site's (currencies, settings); a missing one is a 404. A
   * function of the locale where the server would answer in the page's language (city names).
   */
  api?: FakeHandlers | ((locale: Locale) => FakeHandlers)
  /** Path after the locale, e.g. `flights/results`; the router renders the story at any path. */
  path?: string
  /** Sets the app's state before the story renders, e.g. opens a modal through its atom. */
  setup?: (context: RouterContext) => void
}

/** An answer that never comes, for a story of a loading state. */
export const pendingAnswer = (): never => new Promise(() => undefined) as never

/** The server failing, for a story of an error state: `api: { airlines: serverError('airlines') }`. */
export const serverError = (endpoint: EndpointName) =>
  new ApiError({ kind: 'http', status: 500, message: 'Internal Server Error', endpoint })

interface StoryContextShape {
  globals: Record<string, unknown>
  parameters: Record<string, unknown> & { app?: AppStoryParameters }
  loaded: Record<string, unknown>
}

type StoryComponent = () => ReactNode

const localeOf = (globals: Record<string, unknown>): Locale => (globals.locale === 'ar' ? 'ar' : 'en')

/** The story, rendered where the router puts its page. */
const StorySlot = createContext<() => ReactNode>(() => null)

function StoryOutlet() {
  const renderStory = use(StorySlot)
  return renderStory()
}

/** A root and a `$locale/$` catch-all that renders the story, so links resolve and params hold a locale. */
function storyRouter(context: RouterContext, locale: Locale, path: string) {
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  const page = createRoute({ getParentRoute: () => root, path: '$locale/$', component: StoryOutlet })
  return createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/${locale}/${path}`] }),
    context,
  })
}

/** Runs before each story renders: its own store, cache and fake API, and the catalogs of its locale. */
async function loadApp(catalogs: readonly CatalogLoader[], story: StoryContextShape) {
  const locale = localeOf(story.globals)
  const api = story.parameters.app?.api ?? {}
  const { context } = createTestContext(siteHandlers(typeof api === 'function' ? api(locale) : api))
  context.store.set(preferencesAtom, (preferences) => ({
    ...preferences,
    selectedCurrency: 'SAR',
    selectedLanguage: locale,
  }))
  story.parameters.app?.setup?.(context)
  await activateLocale(context.i18n, locale, [coreCatalog, ...catalogs])
  const router = storyRouter(context, locale, story.parameters.app?.path ?? '')
  await router.load()
  return { app: { context, router, locale } }
}

interface LoadedApp {
  context: RouterContext
  router: AnyRouter
  locale: Locale
}

function DocumentLocale({ locale }: { locale: Locale }) {
  // Overlays portal into <body>, so language and direction go on the document, as in the apps.
  useLayoutEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }, [locale])
  return null
}

function withApp(Story: StoryComponent, story: StoryContextShape) {
  const { context, router, locale } = story.loaded.app as LoadedApp
  return (
    <StorySlot value={Story}>
      <DocumentLocale locale={locale} />
      <AppProviders runtime={context} router={router} />
    </StorySlot>
  )
}

/** The `.storybook/preview.tsx` of a package with Lingui copy: `export default appStoryPreview([catalog])`. */
export function appStoryPreview(catalogs: readonly CatalogLoader[]) {
  return {
    loaders: [(story: StoryContextShape) => loadApp(catalogs, story)],
    decorators: [withApp],
    globalTypes: {
      locale: {
        description: 'Language and direction',
        toolbar: {
          title: 'Locale',
          icon: 'globe' as const,
          items: [
            { value: 'en', title: 'English (LTR)', right: 'LTR' },
            { value: 'ar', title: 'العربية (RTL)', right: 'RTL' },
          ],
          dynamicTitle: true,
        },
      },
    },
    initialGlobals: { locale: 'en' },
    parameters: { layout: 'padded', a11y: { test: 'error' } },
  }
}

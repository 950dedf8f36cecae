import { composeStories } from '@storybook/react-vite'
import { act, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import preview from '../.storybook/preview.tsx'

// Every story renders in both directions without throwing or logging a React error. axe over the built
// Storybook (scripts/a11yStories.mjs) covers what happy-dom cannot measure, such as colour contrast.

type StoryModule = Parameters<typeof composeStories>[0]

const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true })

type ComposedStory = ComponentType & { globals: { locale?: string } }

function casesFor(locale: 'en' | 'ar') {
  return Object.entries(modules).flatMap(([path, module]) => {
    const stories: Record<string, ComposedStory> = composeStories(module, {
      ...preview,
      initialGlobals: { locale },
    })
    return Object.entries(stories).map(([name, Story]) => ({
      title: `${path.replace('./components/', '').replace('.stories.tsx', '')} › ${name}`,
      Story,
      // A story may pin its own locale through `globals`.
      dir: (Story.globals.locale ?? locale).startsWith('ar') ? 'rtl' : 'ltr',
    }))
  })
}

describe.each(['en', 'ar'] as const)('stories in %s', (locale) => {
  it.each(casesFor(locale))('$title renders', async ({ Story, dir }) => {
    const errors = vi.spyOn(console, 'error')
    render(<Story />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(document.body.querySelectorAll('*').length).toBeGreaterThan(1)
    expect(document.documentElement.dir).toBe(dir)
    expect(errors).not.toHaveBeenCalled()
  })
})

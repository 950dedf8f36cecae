import type { ComponentType } from 'react'
import { Suspense, lazy, useId } from 'react'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Illustration.css.ts'

// Each drawing loads when a page first shows it: most pages show none, and an error page shows one.
// The frame is sized by CSS, so nothing moves when the drawing arrives.
const drawing = <N extends string>(load: () => Promise<Record<N, ComponentType>>, name: N) =>
  lazy(() => load().then((module) => ({ default: module[name] })))

const artwork = {
  'not-found': drawing(() => import('./artwork/NotFoundArt.tsx'), 'NotFoundArt'),
  'server-error': drawing(() => import('./artwork/ServerErrorArt.tsx'), 'ServerErrorArt'),
  'generic-error': drawing(() => import('./artwork/GenericErrorArt.tsx'), 'GenericErrorArt'),
  empty: drawing(() => import('./artwork/EmptyArt.tsx'), 'EmptyArt'),
  offline: drawing(() => import('./artwork/OfflineArt.tsx'), 'OfflineArt'),
}

export type IllustrationName = keyof typeof artwork

export const illustrationNames = Object.keys(artwork) as IllustrationName[]

export interface IllustrationProps {
  name: IllustrationName
  /** Accessible title; leave it out when the illustration only decorates text that says the same. */
  title?: string
  size?: keyof typeof styles.size
  className?: string
}

/** The error and empty-state artwork, inline SVG in the theme's colours. */
export function Illustration({ name, title, size = 'md', className }: IllustrationProps) {
  const titleId = useId()
  const Art = artwork[name]
  return (
    <svg
      viewBox="0 0 240 180"
      className={cx(styles.illustration, styles.size[size], className)}
      data-illustration={name}
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <Suspense>
        <Art />
      </Suspense>
    </svg>
  )
}

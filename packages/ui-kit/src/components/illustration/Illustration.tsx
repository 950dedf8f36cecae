import type { ComponentType } from 'react'
import { useId } from 'react'
import { cx } from '../../utils/classNames.ts'
import { EmptyArt } from './artwork/EmptyArt.tsx'
import { GenericErrorArt } from './artwork/GenericErrorArt.tsx'
import { NotFoundArt } from './artwork/NotFoundArt.tsx'
import { OfflineArt } from './artwork/OfflineArt.tsx'
import { ServerErrorArt } from './artwork/ServerErrorArt.tsx'
import * as styles from './Illustration.css.ts'

const artwork = {
  'not-found': NotFoundArt,
  'server-error': ServerErrorArt,
  'generic-error': GenericErrorArt,
  empty: EmptyArt,
  offline: OfflineArt,
} satisfies Record<string, ComponentType>

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
      <Art />
    </svg>
  )
}

import { useLocale } from 'react-aria-components/I18nProvider'
import { cx } from '../../utils/classNames.ts'
import * as styles from './Logo.css.ts'

export interface LogoProps {
  /** Accessible name ("Rihla home" inside a link); without it the logo is decorative. */
  label?: string
  variant?: 'mark' | 'full'
  /** Which script the wordmark uses; `auto` follows the I18nProvider locale; `both` shows Rihla | رحلة. */
  script?: 'auto' | 'latin' | 'arabic' | 'both'
  tone?: keyof typeof styles.tone
  size?: keyof typeof styles.size
  className?: string
}

/** The tile: a journey arc rising towards a saffron sun over the horizon. It never mirrors. */
function LogoMark() {
  return (
    <svg viewBox="0 0 40 40" className={styles.mark} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" className={styles.markTile} />
      <path d="M8 30h24" strokeWidth="2" strokeOpacity="0.55" className={styles.markLine} />
      <path
        d="M9 25.5C13 17 21 12.5 28.5 13.2"
        strokeWidth="3.2"
        strokeDasharray="0.1 5.6"
        className={styles.markLine}
      />
      <circle cx="30.5" cy="12.5" r="4.5" className={styles.markSun} />
    </svg>
  )
}

function Wordmark({ script }: { script: 'latin' | 'arabic' }) {
  return script === 'arabic' ? (
    <span className={styles.wordmark} lang="ar">
      رحلة
    </span>
  ) : (
    <span className={styles.wordmark} lang="en">
      Rihla
    </span>
  )
}

export function Logo({
  label,
  variant = 'full',
  script = 'auto',
  tone = 'brand',
  size = 'md',
  className,
}: LogoProps) {
  const { locale } = useLocale()
  const resolved = script === 'auto' ? (locale.startsWith('ar') ? 'arabic' : 'latin') : script
  return (
    <span
      className={cx(styles.logo, styles.size[size], styles.tone[tone], className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <LogoMark />
      {variant === 'full' ? (
        resolved === 'both' ? (
          <>
            <Wordmark script="latin" />
            <span className={styles.divider}>|</span>
            <Wordmark script="arabic" />
          </>
        ) : (
          <Wordmark script={resolved} />
        )
      ) : null}
    </span>
  )
}

import { cx } from '../../../utils/classNames.ts'
import { fill, line, stroke } from '../Illustration.css.ts'

/** A cloud with a crossed-out signal: no internet connection. */
export function OfflineArt() {
  return (
    <>
      <ellipse cx="120" cy="158" rx="84" ry="9" className={fill.sand} />
      <circle cx="92" cy="98" r="26" className={fill.tealSoft} />
      <circle cx="126" cy="82" r="34" className={fill.tealSoft} />
      <circle cx="158" cy="102" r="22" className={fill.tealSoft} />
      <rect x="66" y="96" width="116" height="28" rx="14" className={fill.tealSoft} />
      <path d="M100 100a28 28 0 0 1 40 0" strokeWidth="6" className={cx(line, stroke.teal)} />
      <path d="M88 88a44 44 0 0 1 64 0" strokeWidth="6" className={cx(line, stroke.teal)} />
      <path d="M111 111a12 12 0 0 1 18 0" strokeWidth="6" className={cx(line, stroke.teal)} />
      <circle cx="120" cy="122" r="5" className={fill.teal} />
      <path d="M84 64l72 72" strokeWidth="13" className={cx(line, stroke.surface)} />
      <path d="M84 64l72 72" strokeWidth="6" className={cx(line, stroke.danger)} />
      <circle cx="44" cy="60" r="5" className={fill.saffronSoft} />
      <circle cx="198" cy="54" r="4" className={fill.saffron} />
    </>
  )
}

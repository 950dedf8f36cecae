import { cx } from '../../../utils/classNames.ts'
import { fill, line, stroke } from '../Illustration.css.ts'

/** A cracked suitcase with a luggage tag: something went wrong on the way. */
export function GenericErrorArt() {
  return (
    <>
      <ellipse cx="120" cy="160" rx="88" ry="9" className={fill.sand} />
      <path
        d="M100 62V50a8 8 0 0 1 8-8h24a8 8 0 0 1 8 8v12"
        strokeWidth="7"
        className={cx(line, stroke.ink)}
      />
      <rect x="66" y="58" width="108" height="88" rx="14" className={fill.teal} />
      <rect x="90" y="58" width="9" height="88" className={fill.tealDeep} />
      <rect x="141" y="58" width="9" height="88" className={fill.tealDeep} />
      <circle cx="86" cy="152" r="7" className={fill.ink} />
      <circle cx="154" cy="152" r="7" className={fill.ink} />
      <path d="M122 66l-10 24h12l-9 26" strokeWidth="4" className={cx(line, stroke.surface)} />
      <path d="M174 80l12 10" strokeWidth="2.5" className={cx(line, stroke.ink)} />
      <path
        d="M184 86l20-6a4 4 0 0 1 5 2.8l5 17.5a4 4 0 0 1-2.8 5l-20 5.7a4 4 0 0 1-5-2.8l-5-17.4a4 4 0 0 1 2.8-4.8z"
        className={fill.saffron}
      />
      <circle cx="190" cy="92" r="2.5" className={fill.surface} />
      <circle cx="38" cy="52" r="4" className={fill.saffronSoft} />
      <circle cx="204" cy="40" r="6" className={fill.tealSoft} />
    </>
  )
}

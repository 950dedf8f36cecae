import { cx } from '../../../utils/classNames.ts'
import { fill, line, stroke } from '../Illustration.css.ts'

/** A signpost in the dunes, its trail running out: the page is not here. */
export function NotFoundArt() {
  return (
    <>
      <circle cx="186" cy="42" r="20" className={fill.saffronSoft} />
      <circle cx="186" cy="42" r="11" className={fill.saffron} />
      <path d="M0 146c40-28 82-22 122-10 30 9 70-14 118-6v50H0z" className={fill.sand} />
      <path d="M0 162c52-16 108-12 150-2 30 7 60-4 90-2v22H0z" className={fill.sandDeep} />
      <path
        d="M26 168c26-14 44-28 74-34"
        strokeWidth="3"
        strokeDasharray="4 7"
        className={cx(line, stroke.teal)}
      />
      <rect x="116" y="62" width="7" height="88" rx="3.5" className={fill.ink} />
      <path d="M123 70h44l10 11-10 11h-44z" className={fill.teal} />
      <path d="M116 98H74l-10 11 10 11h42z" className={fill.saffron} />
      <path
        d="M141 77.5a5 5 0 1 1 6.4 4.8c-1.1.4-1.4 1.2-1.4 2.4"
        strokeWidth="2.6"
        className={cx(line, stroke.surface)}
      />
      <circle cx="146" cy="89" r="1.6" className={fill.surface} />
    </>
  )
}

import { cx } from '../../../utils/classNames.ts'
import { fill, line, stroke } from '../Illustration.css.ts'

/** A folded map with a dotted route and a magnifier finding nothing: no results, no records. */
export function EmptyArt() {
  return (
    <>
      <ellipse cx="120" cy="158" rx="96" ry="9" className={fill.sand} />
      <path d="M52 58l42-12v84l-42 12z" className={fill.sandDeep} />
      <path d="M94 46l52 12v84l-52-12z" className={fill.surface} />
      <path d="M146 58l42-12v84l-42 12z" className={fill.sandDeep} />
      <path
        d="M66 124c18-22 36-8 50-26s30-18 46-26"
        strokeWidth="3"
        strokeDasharray="3 6"
        className={cx(line, stroke.teal)}
      />
      <path
        d="M168 40a12 12 0 0 1 12 12c0 9-12 22-12 22s-12-13-12-22a12 12 0 0 1 12-12z"
        className={fill.saffron}
      />
      <circle cx="168" cy="52" r="4.5" className={fill.surface} />
      <circle cx="104" cy="98" r="22" className={fill.tealSoft} fillOpacity="0.7" />
      <circle cx="104" cy="98" r="22" strokeWidth="6" className={cx(line, stroke.ink)} />
      <path d="M120 114l18 18" strokeWidth="9" className={cx(line, stroke.ink)} />
    </>
  )
}

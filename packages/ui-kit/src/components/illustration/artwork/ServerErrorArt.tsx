import { fill } from '../Illustration.css.ts'

/** A departures board gone blank, with a warning sign: our side failed. */
export function ServerErrorArt() {
  const rows = [52, 70, 88, 106]
  return (
    <>
      <ellipse cx="120" cy="160" rx="92" ry="9" className={fill.sand} />
      <rect x="80" y="120" width="7" height="38" rx="3" className={fill.ink} />
      <rect x="153" y="120" width="7" height="38" rx="3" className={fill.ink} />
      <rect x="52" y="32" width="136" height="96" rx="12" className={fill.teal} />
      {rows.map((y, index) => (
        <g key={y}>
          <rect
            x="66"
            y={y}
            width="64"
            height="9"
            rx="4.5"
            className={index === 2 ? fill.saffron : fill.tealSoft}
          />
          <rect x="138" y={y} width="34" height="9" rx="4.5" className={fill.tealSoft} />
        </g>
      ))}
      <path
        d="M177.5 95.5a3 3 0 0 1 5 0l26 47a3 3 0 0 1-2.5 4.5h-52a3 3 0 0 1-2.5-4.5z"
        className={fill.saffron}
      />
      <rect x="177.5" y="112" width="5" height="20" rx="2.5" className={fill.ink} />
      <circle cx="180" cy="139" r="3" className={fill.ink} />
    </>
  )
}

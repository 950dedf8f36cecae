import { problems, problemsList, problemsTitle } from './problems.css'
import type { ReactNode } from 'react'

/** What stops the step, as an alert above its content: an optional lead and one line a problem. */
export function Problems({ title, items }: { title?: ReactNode; items: readonly string[] }) {
  return (
    <div className={problems} role="alert">
      {title ? <p className={problemsTitle}>{title}</p> : null}
      <ul className={problemsList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

import { Trans } from '@lingui/react/macro'
import type { Page } from '@rihla/api-contract'
import { formatDate } from '@rihla/i18n'
import { useLocale } from '@rihla/core'
import * as styles from './ContentBody.css'

/** A content page from the API: title, summary, blocks, last update. */
export function ContentBody({ page }: { page: Page }) {
  const locale = useLocale()
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.summary}>{page.summary}</p>
        <p className={styles.updated}>
          <Trans>Last updated {formatDate(page.updatedAt, locale, { dateStyle: 'long' })}</Trans>
        </p>
      </header>
      <div className={styles.body}>
        {page.blocks.map((block, index) => {
          switch (block.type) {
            case 'heading':
              return (
                <h2 key={index} className={styles.heading}>
                  {block.text}
                </h2>
              )
            case 'paragraph':
              return (
                <p key={index} className={styles.paragraph}>
                  {block.text}
                </p>
              )
            case 'list':
              return (
                <ul key={index} className={styles.list}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )
          }
        })}
      </div>
    </article>
  )
}

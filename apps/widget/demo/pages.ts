import type { DemoLocale } from './copy'
import { demoText } from './copy'

export interface DemoPayloads {
  /** Hotels, flights and events, in AED by default: the partner of the first two ways. */
  partner: string
  /** Flights only: the plain iframe, which opens on the flights home. */
  flightsOnly: string
  /** The partner's payload with its own theme (a bundled font, text and background): the element's. */
  partnerThemed: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f6f8; color: #14202b; }
  header, main, footer { max-width: 1100px; margin-inline: auto; padding-inline: 16px; }
  header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; padding-block: 16px; }
  header strong { font-size: 1.25rem; color: #0b4f63; }
  a { color: #0b4f63; }
  section { margin-block: 32px; }
  h1 { font-size: 1.75rem; margin-block: 8px; }
  h2 { font-size: 1.25rem; margin-block: 8px; }
  pre { background: #14202b; color: #f4f6f8; padding: 12px; border-radius: 8px; overflow-x: auto; direction: ltr; text-align: start; }
  button { font: inherit; padding-block: 8px; padding-inline: 16px; border-radius: 8px; border: 1px solid #0b4f63; background: #fff; color: #0b4f63; cursor: pointer; min-height: 44px; }
  .frame { background: #fff; border-radius: 12px; box-shadow: 0 2px 8px rgba(0,0,0,.08); overflow: hidden; }
  #events { font-family: ui-monospace, monospace; font-size: .875rem; direction: ltr; text-align: start; overflow-wrap: anywhere; }
`

function page(locale: DemoLocale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="data:," />
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>`
}

/** The three ways, as a partner writes them (the guide shows the same lines). */
export function embedSnippets(widgetUrl: string, payload: string, locale: DemoLocale) {
  const base = widgetUrl.replace(/\/$/, '')
  return {
    script: `<script src="${base}/embed.js" data-payload="${payload}" data-verticals="hotel,event" data-locale="${locale}" async></script>`,
    element: `<script src="${base}/embed.js" async></script>\n<rihla-widget payload="${payload}" verticals="hotel,event" locale="${locale}" currency="SAR" payment="popup"></rihla-widget>`,
    iframe: `<iframe src="${base}/${locale === 'ar' ? 'ar/' : ''}?payload=${payload}" title="${demoText[locale].iframeTitle}" style="width:100%;height:720px;border:0"></iframe>`,
  }
}

export type EmbedWay = 'script' | 'element' | 'iframe'

/**
 * The demo partner page: the three ways on one page, English and Arabic widgets side by side (each its
 * own app), and the events they send. `only` keeps one way (the browser tests and the benchmark).
 */
export function demoPage(options: {
  locale: DemoLocale
  widgetUrl: string
  payloads: DemoPayloads
  only: EmbedWay | null
}) {
  const { locale, widgetUrl, payloads, only } = options
  const t = demoText[locale]
  const other: DemoLocale = locale === 'ar' ? 'en' : 'ar'
  const base = widgetUrl.replace(/\/$/, '')
  const show = (way: EmbedWay) => !only || only === way
  const sections = [
    show('script')
      ? `<section aria-labelledby="way-script"><h2 id="way-script">${escapeHtml(t.scriptHeading)}</h2><p>${escapeHtml(t.scriptLead)}</p>
<div class="frame" data-way="script"><script src="${base}/embed.js" data-payload="${payloads.partner}" data-verticals="hotel,event" data-locale="en" async></script></div></section>`
      : '',
    show('element')
      ? `<section aria-labelledby="way-element"><h2 id="way-element">${escapeHtml(t.elementHeading)}</h2><p>${escapeHtml(t.elementLead)}</p>
<div class="frame" data-way="element"><rihla-widget payload="${payloads.partnerThemed}" locale="ar" currency="SAR" payment="popup"></rihla-widget></div>
${show('script') ? '' : `<script src="${base}/embed.js" async></script>`}</section>`
      : '',
    show('iframe')
      ? `<section aria-labelledby="way-iframe"><h2 id="way-iframe">${escapeHtml(t.iframeHeading)}</h2><p>${escapeHtml(t.iframeLead)}</p>
<div class="frame" data-way="iframe"><iframe src="${base}/${locale === 'ar' ? 'ar/' : ''}?payload=${payloads.flightsOnly}" title="${escapeHtml(t.iframeTitle)}" style="display:block;width:100%;height:720px;border:0"></iframe></div></section>`
      : '',
  ]
  return page(
    locale,
    t.demoTitle,
    `<header><strong>${escapeHtml(t.partnerName)}</strong>
<nav aria-label="${escapeHtml(t.partnerName)}"><a href="${locale === 'ar' ? '/ar/partners' : '/partners'}">${escapeHtml(t.partnersLink)}</a> · <a href="${other === 'ar' ? '/ar' : '/'}" lang="${other}" hreflang="${other}">${escapeHtml(t.otherLanguage)}</a></nav></header>
<main>
<h1>${escapeHtml(t.demoTitle)}</h1>
<p>${escapeHtml(t.demoLead)}</p>
${sections.join('\n')}
<section aria-labelledby="events-heading"><h2 id="events-heading">${escapeHtml(t.eventsHeading)}</h2>
<ol id="events" aria-live="polite"></ol><p id="no-events">${escapeHtml(t.noEvents)}</p></section>
</main>
<script>
  // What a partner's page does with the widget's events: here, list them.
  for (const name of ['rihla:ready', 'rihla:navigate', 'rihla:booking-completed']) {
    document.addEventListener(name, (event) => {
      const item = document.createElement('li')
      item.textContent = name + ' ' + JSON.stringify(event.detail)
      document.getElementById('events').append(item)
      document.getElementById('no-events').hidden = true
    })
  }
</script>`,
  )
}

/** "For partners": the three ways to embed, each with a copy button, and the events and origins. */
export function partnersPage(options: { locale: DemoLocale; widgetUrl: string; payload: string }) {
  const { locale, widgetUrl, payload } = options
  const t = demoText[locale]
  const other: DemoLocale = locale === 'ar' ? 'en' : 'ar'
  const snippets = embedSnippets(widgetUrl, payload, locale)
  const block = (id: string, heading: string, code: string) =>
    `<section aria-labelledby="${id}-heading"><h2 id="${id}-heading">${escapeHtml(heading)}</h2>
<pre id="${id}" tabindex="0" aria-labelledby="${id}-heading"><code>${escapeHtml(code)}</code></pre>
<button type="button" data-copy="${id}" aria-describedby="${id}-heading">${escapeHtml(t.copy)}</button></section>`
  return page(
    locale,
    t.docsTitle,
    `<header><strong>Rihla</strong>
<nav aria-label="Rihla"><a href="${locale === 'ar' ? '/ar' : '/'}">${escapeHtml(t.demoLink)}</a> · <a href="${other === 'ar' ? '/ar/partners' : '/partners'}" lang="${other}" hreflang="${other}">${escapeHtml(t.otherLanguage)}</a></nav></header>
<main>
<h1>${escapeHtml(t.docsTitle)}</h1>
<p>${escapeHtml(t.docsLead)}</p>
${block('embed-script', t.docsScript, snippets.script)}
${block('embed-element', t.docsElement, snippets.element)}
${block('embed-iframe', t.docsIframe, snippets.iframe)}
<p>${escapeHtml(t.docsEvents)}</p>
<p>${escapeHtml(t.docsPayment)}</p>
<p>${escapeHtml(t.docsOrigins)}</p>
<p id="copy-status" role="status"></p>
</main>
<script>
  const status = document.getElementById('copy-status')
  for (const button of document.querySelectorAll('[data-copy]')) {
    button.addEventListener('click', async () => {
      const code = document.getElementById(button.dataset.copy).textContent
      try {
        await navigator.clipboard.writeText(code)
        status.textContent = ${JSON.stringify(t.copied)}
      } catch {
        status.textContent = ${JSON.stringify(t.copyFailed)}
      }
    })
  }
</script>`,
  )
}

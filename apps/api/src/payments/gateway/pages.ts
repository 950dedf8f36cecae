import type { Locale } from '@rihla/api-contract'
import type { CardBrand } from '@rihla/api-contract/payments'
import { CARD_BRANDS } from '@rihla/api-contract/payments'
import { html, raw } from 'hono/html'
import type { GatewayCheckout } from '../../db/schema'
import { returnUrlOf } from './checkout'
import type { CardErrors, CardField, CardForm } from './checkout'
import { GATEWAY_COPY } from './copy'
import type { GatewayCopy } from './copy'
import { MADA_BINS, SANDBOX_OTP, TEST_CARDS, groupDigits } from './testCards'

type Html = ReturnType<typeof html>

const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB')

/** Minor units in the checkout's language, as the app prints prices (whole amounts without decimals). */
export function formatAmount(checkout: Pick<GatewayCheckout, 'amount' | 'currency'>, locale: Locale) {
  const decimals =
    new Intl.NumberFormat('en', { style: 'currency', currency: checkout.currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: checkout.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: checkout.amount % 10 ** decimals === 0 ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(checkout.amount / 10 ** decimals)
}

// System fonts only: the page loads nothing from anywhere else. Logical properties throughout, so the
// Arabic page mirrors by `dir` alone.
const STYLES = `
:root { color-scheme: light; --ink: #1b2430; --muted: #4a5563; --line: #c9d1db; --accent: #0b57d0;
  --accent-ink: #ffffff; --danger: #b3261e; --surface: #ffffff; --page: #eef1f5; --notice: #fff6dc; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--page); color: var(--ink); line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif; }
.gateway-bar { display: flex; align-items: center; gap: 0.5rem; padding-block: 0.75rem; padding-inline: 1rem;
  background: #1b2430; color: #ffffff; font-weight: 600; }
.gateway-bar small { font-weight: 400; opacity: 0.9; margin-inline-start: auto; }
main { max-inline-size: 34rem; margin-inline: auto; padding-block: 1.5rem 3rem; padding-inline: 1rem; }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: 0.75rem;
  padding-block: 1.25rem; padding-inline: 1.25rem; margin-block-end: 1rem; }
.card > :first-child { margin-block-start: 0; }
h1 { font-size: 1.5rem; margin-block: 0 1rem; }
h2 { font-size: 1.125rem; margin-block: 0 0.5rem; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0; }
.summary dt { color: var(--muted); }
.summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.summary .amount { font-size: 1.25rem; }
fieldset { border: 0; padding: 0; margin: 0; }
legend { font-size: 1.125rem; font-weight: 600; padding: 0; margin-block-end: 0.5rem; }
.brands { display: flex; flex-wrap: wrap; gap: 0.5rem; list-style: none; padding: 0; margin-block: 0 1rem; }
.brands li { border: 1px solid var(--line); border-radius: 0.375rem; padding-block: 0.125rem; padding-inline: 0.5rem;
  font-weight: 600; font-size: 0.875rem; }
.brands li[data-detected] { border-color: var(--accent); color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
.field { margin-block-end: 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
label { display: block; font-weight: 600; margin-block-end: 0.25rem; }
.hint { display: block; color: var(--muted); font-size: 0.875rem; margin-block: 0 0.25rem; }
input { inline-size: 100%; font: inherit; font-size: 1.0625rem; padding-block: 0.5rem; padding-inline: 0.75rem;
  border: 1px solid #6b7684; border-radius: 0.5rem; background: #ffffff; color: var(--ink); }
input:focus-visible, a:focus-visible, button:focus-visible, .error-summary:focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--danger); border-width: 2px; }
html[dir="rtl"] input[dir="ltr"] { text-align: end; }
.error { color: var(--danger); font-weight: 600; margin-block: 0.25rem 0; }
.error-summary { border: 2px solid var(--danger); border-radius: 0.5rem; padding-block: 0.75rem;
  padding-inline: 1rem; margin-block-end: 1rem; }
.error-summary h2 { color: var(--danger); }
.error-summary ul { margin: 0; padding-inline-start: 1.25rem; }
.error-summary a { color: var(--danger); font-weight: 600; }
.actions { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; margin-block-start: 0.5rem; }
.primary { font: inherit; font-weight: 700; font-size: 1.0625rem; border: 0; border-radius: 0.5rem; cursor: pointer;
  background: var(--accent); color: var(--accent-ink); padding-block: 0.75rem; padding-inline: 1.5rem; }
.primary:hover { background: #0842a0; }
a { color: var(--accent); }
.muted { color: var(--muted); font-size: 0.875rem; }
.sandbox { background: var(--notice); border: 1px solid #d9b54a; border-radius: 0.75rem;
  padding-block: 1rem; padding-inline: 1.25rem; }
.sandbox table { border-collapse: collapse; inline-size: 100%; margin-block: 0.5rem; font-size: 0.9375rem; }
.sandbox caption { text-align: start; font-weight: 600; }
.sandbox th, .sandbox td { text-align: start; padding-block: 0.25rem; padding-inline: 0 0.75rem;
  border-block-end: 1px solid #e6d39a; }
.sandbox .number { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; white-space: nowrap; }
.code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-weight: 700; }
.otp { max-inline-size: 12rem; letter-spacing: 0.25em; }
@media (max-width: 26rem) { .row { grid-template-columns: 1fr; } }
`

const LOCK_ICON = raw(
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
    'stroke-width="2"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>',
)

function layout(options: { locale: Locale; title: string; nonce: string; body: Html; script?: string }) {
  const copy = GATEWAY_COPY[options.locale]
  return html`<!doctype html>
    <html lang="${options.locale}" dir="${options.locale === 'ar' ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>${options.title} · ${copy.gatewayName}</title>
        <style nonce="${options.nonce}">
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <header class="gateway-bar">
          ${LOCK_ICON}<span>${copy.gatewayName}</span><small>${copy.secureConnection}</small>
        </header>
        <main>${options.body}</main>
        ${
          options.script
            ? html`<script nonce="${options.nonce}">
                ${raw(options.script)}
              </script>`
            : ''
        }
      </body>
    </html>`
}

function summary(checkout: GatewayCheckout, copy: GatewayCopy) {
  return html`<dl class="summary">
    <dt>${copy.merchant}</dt>
    <dd>${copy.merchantName}</dd>
    <dt>${copy.paymentFor}</dt>
    <dd>${checkout.description}</dd>
    <dt>${copy.orderRef}</dt>
    <dd><bdi>${checkout.orderRef}</bdi></dd>
    <dt>${copy.amount}</dt>
    <dd class="amount">${formatAmount(checkout, checkout.locale)}</dd>
  </dl>`
}

function sandboxNotice(copy: GatewayCopy) {
  return html`<aside class="sandbox" aria-labelledby="sandbox-title">
    <h2 id="sandbox-title">${copy.sandboxTitle}</h2>
    <p>${copy.sandboxCards}</p>
    <table>
      <caption>
        ${copy.testCardsCaption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${copy.cardNumber}</th>
          <th scope="col">${copy.brandColumn}</th>
          <th scope="col">${copy.resultColumn}</th>
        </tr>
      </thead>
      <tbody>
        ${TEST_CARDS.map(
          (card) =>
            html`<tr>
              <td class="number"><bdi>${groupDigits(card.number)}</bdi></td>
              <td>${copy.brands[card.brand]}</td>
              <td>${copy.results[card.authorization]}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <p>${copy.sandboxOtherCards}</p>
    <p>${copy.sandboxOtp(SANDBOX_OTP)}</p>
  </aside>`
}

interface FieldSpec {
  id: string
  name: CardField | 'otp'
  label: string
  hint?: string
  error?: string
  value: string
  /** Attributes of this kind of input: autocomplete, inputmode, maxlength… */
  attributes: Record<string, string>
  ltr?: boolean
  className?: string
}

function field(spec: FieldSpec) {
  const described = [spec.hint ? `${spec.id}-hint` : null, spec.error ? `${spec.id}-error` : null]
    .filter(Boolean)
    .join(' ')
  const attributes = Object.entries(spec.attributes).map(([name, value]) => html` ${raw(name)}="${value}"`)
  return html`<div class="field">
    <label for="${spec.id}">${spec.label}</label>
    ${spec.hint ? html`<span class="hint" id="${spec.id}-hint">${spec.hint}</span>` : ''}
    <input
      id="${spec.id}"
      name="${spec.name}"
      type="text"
      value="${spec.value}"
      ${attributes}${spec.ltr ? raw(' dir="ltr"') : ''}${spec.className ? html` class="${spec.className}"` : ''}${described ? html` aria-describedby="${described}"` : ''}${spec.error ? raw(' aria-invalid="true"') : ''}
    />
    ${spec.error ? html`<p class="error" id="${spec.id}-error">${spec.error}</p>` : ''}
  </div>`
}

/** The list of problems at the top of a form, focused on load so a screen reader hears it first. */
function errorSummary(copy: GatewayCopy, problems: { href: string; message: string }[]) {
  if (problems.length === 0) return ''
  return html`<div
    class="error-summary"
    role="alert"
    tabindex="-1"
    autofocus
    aria-labelledby="error-summary-title"
  >
    <h2 id="error-summary-title">${copy.errorSummary}</h2>
    <ul>
      ${problems.map((problem) => html`<li><a href="${problem.href}">${problem.message}</a></li>`)}
    </ul>
  </div>`
}

/** In the order the form shows them, which is also the order of the error summary. */
const FIELD_IDS: Record<CardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvv: 'card-cvv',
  cardholderName: 'cardholder-name',
}

// Progressive enhancement only: the form works the same without it.
const CARD_SCRIPT = `(() => {
  const madaBins = new Set(${JSON.stringify([...MADA_BINS])});
  const brandOf = (digits) => {
    if (madaBins.has(digits.slice(0, 6))) return 'mada';
    if (digits.startsWith('4')) return 'visa';
    const two = Number(digits.slice(0, 2)), four = Number(digits.slice(0, 4));
    return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720) ? 'mastercard' : null;
  };
  const number = document.getElementById('card-number');
  const badges = document.querySelectorAll('[data-brand]');
  const showBrand = () => {
    const brand = number.value.replace(/\\D/g, '').length >= 6 ? brandOf(number.value.replace(/\\D/g, '')) : null;
    badges.forEach((badge) => badge.toggleAttribute('data-detected', badge.dataset.brand === brand));
  };
  number.addEventListener('input', () => {
    const atEnd = number.selectionStart === number.value.length;
    const digits = number.value.replace(/\\D/g, '').slice(0, 19);
    const grouped = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (atEnd && grouped !== number.value) number.value = grouped;
    showBrand();
  });
  showBrand();
  const expiry = document.getElementById('card-expiry');
  expiry.addEventListener('input', (event) => {
    if (event.inputType === 'insertText' && /^\\d{2}$/.test(expiry.value)) expiry.value += '/';
  });
})();`

export function checkoutPage(options: {
  checkout: GatewayCheckout
  nonce: string
  form?: CardForm
  errors?: CardErrors
}) {
  const { checkout } = options
  const locale = checkout.locale
  const copy = GATEWAY_COPY[locale]
  const errors = options.errors ?? {}
  const message = (name: CardField) => (errors[name] ? copy[errors[name]] : undefined)
  const problems = (Object.keys(FIELD_IDS) as CardField[])
    .filter((name) => errors[name])
    .map((name) => ({ href: `#${FIELD_IDS[name]}`, message: copy[errors[name]!] }))
  const amount = formatAmount(checkout, locale)
  const body = html`<h1>${copy.pageTitle}</h1>
    <section class="card">${summary(checkout, copy)}</section>
    <section class="card">
      <form method="post" action="/gateway/checkout/${checkout.id}" novalidate>
        ${errorSummary(copy, problems)}
        <input type="hidden" name="csrf" value="${checkout.csrfToken}" />
        <fieldset>
          <legend>${copy.cardDetails}</legend>
          <p class="muted" id="accepted-cards">${copy.acceptedCards}</p>
          <ul class="brands" aria-labelledby="accepted-cards">
            ${CARD_BRANDS.map((brand: CardBrand) => html`<li data-brand="${brand}">${copy.brands[brand]}</li>`)}
          </ul>
          ${field({
            id: FIELD_IDS.cardNumber,
            name: 'cardNumber',
            label: copy.cardNumber,
            error: message('cardNumber'),
            value: options.form?.cardNumber ?? '',
            attributes: {
              autocomplete: 'cc-number',
              inputmode: 'numeric',
              maxlength: '23',
              spellcheck: 'false',
            },
            ltr: true,
          })}
          <div class="row">
            ${field({
              id: FIELD_IDS.expiry,
              name: 'expiry',
              label: copy.expiry,
              hint: copy.expiryHint,
              error: message('expiry'),
              value: options.form?.expiry ?? '',
              attributes: {
                autocomplete: 'cc-exp',
                inputmode: 'numeric',
                maxlength: '7',
                placeholder: 'MM/YY',
              },
              ltr: true,
            })}
            ${field({
              id: FIELD_IDS.cvv,
              name: 'cvv',
              label: copy.cvv,
              hint: copy.cvvHint,
              error: message('cvv'),
              // The security code is never written back into a page.
              value: '',
              attributes: { autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: '3' },
              ltr: true,
            })}
          </div>
          ${field({
            id: FIELD_IDS.cardholderName,
            name: 'cardholderName',
            label: copy.nameOnCard,
            error: message('cardholderName'),
            value: options.form?.cardholderName ?? '',
            attributes: { autocomplete: 'cc-name', spellcheck: 'false', maxlength: '64' },
          })}
        </fieldset>
        <div class="actions">
          <button class="primary" type="submit">${copy.pay(amount)}</button>
          <a href="${returnUrlOf(checkout)}">${copy.cancel}</a>
        </div>
      </form>
      <p class="muted">${copy.privacyNote}</p>
    </section>
    ${sandboxNotice(copy)}`
  return layout({ locale, title: copy.pageTitle, nonce: options.nonce, body, script: CARD_SCRIPT })
}

export function challengePage(options: { checkout: GatewayCheckout; nonce: string; error?: string }) {
  const { checkout } = options
  const locale = checkout.locale
  const copy = GATEWAY_COPY[locale]
  const brand = checkout.cardBrand ? copy.brands[checkout.cardBrand] : ''
  const body = html`<h1>${copy.verifyTitle}</h1>
    <section class="card">
      <p class="muted">${copy.issuerName}</p>
      ${summary(checkout, copy)}
    </section>
    <section class="card">
      <form method="post" action="/gateway/checkout/${checkout.id}/3ds" novalidate>
        ${errorSummary(copy, options.error ? [{ href: '#otp', message: options.error }] : [])}
        <input type="hidden" name="csrf" value="${checkout.csrfToken}" />
        <p>${copy.verifyIntro(copy.cardEnding(brand, checkout.cardLast4 ?? ''))}</p>
        ${field({
          id: 'otp',
          name: 'otp',
          label: copy.otpLabel,
          hint: copy.otpHint,
          error: options.error,
          value: '',
          attributes: { autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: '6' },
          ltr: true,
          className: 'otp',
        })}
        <div class="actions">
          <button class="primary" type="submit">${copy.verify}</button>
          <a href="${returnUrlOf(checkout)}">${copy.cancel}</a>
        </div>
      </form>
    </section>
    <aside class="sandbox" aria-labelledby="sandbox-title">
      <h2 id="sandbox-title">${copy.sandboxTitle}</h2>
      <p>${copy.sandboxOtp(SANDBOX_OTP)}</p>
    </aside>`
  return layout({ locale, title: copy.verifyTitle, nonce: options.nonce, body })
}

export type NoticeKind = 'expired' | 'completed' | 'notAccepted' | 'notFound' | 'forbidden' | 'failure'

type TextKey = { [K in keyof GatewayCopy]: GatewayCopy[K] extends string ? K : never }[keyof GatewayCopy]

const NOTICE_COPY: Record<NoticeKind, { title: TextKey; body: TextKey }> = {
  expired: { title: 'expiredTitle', body: 'expiredBody' },
  completed: { title: 'completedTitle', body: 'completedBody' },
  notAccepted: { title: 'notAcceptedTitle', body: 'notAcceptedBody' },
  notFound: { title: 'notFoundTitle', body: 'notFoundBody' },
  forbidden: { title: 'forbiddenTitle', body: 'forbiddenBody' },
  failure: { title: 'failureTitle', body: 'failureBody' },
}

/** A page that only explains and links on: where to go is the app (`returnUrl`) or back to the form. */
export function noticePage(options: {
  kind: NoticeKind
  locale: Locale
  nonce: string
  link?: { href: string; label: 'returnToRihla' | 'backToPayment' }
}) {
  const copy = GATEWAY_COPY[options.locale]
  const text = NOTICE_COPY[options.kind]
  const title = copy[text.title]
  const body = html`<section class="card">
    <h1>${title}</h1>
    <p>${copy[text.body]}</p>
    ${options.link ? html`<p><a href="${options.link.href}">${copy[options.link.label]}</a></p>` : ''}
  </section>`
  return layout({ locale: options.locale, title, nonce: options.nonce, body })
}

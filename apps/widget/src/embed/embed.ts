import type { EmbedOptions } from './loader'
import { createEmbedder } from './loader'

// embed.js, the one line a partner adds: where its script tag stands (with `data-payload`) it puts the
// widget's frame, and it defines <rihla-widget> for pages that place the widget themselves.
const script = document.currentScript as HTMLScriptElement | null
if (script) {
  const embedder = createEmbedder(new URL(script.src).origin, location.origin)
  addEventListener('message', embedder.receive)

  const optionsOf = (read: (name: string) => string | null): EmbedOptions | null => {
    const payload = read('payload')
    return payload
      ? {
          payload,
          verticals: read('verticals'),
          locale: read('locale'),
          currency: read('currency'),
          payment: read('payment'),
        }
      : null
  }

  const fromScript = optionsOf((name) => script.getAttribute(`data-${name}`))
  if (fromScript) script.after(embedder.create(fromScript))

  if (!customElements.get('rihla-widget')) {
    customElements.define(
      'rihla-widget',
      class extends HTMLElement {
        static observedAttributes = ['payload', 'verticals', 'locale', 'currency', 'payment']
        frame: HTMLIFrameElement | null = null

        connectedCallback() {
          this.render()
        }

        attributeChangedCallback() {
          if (this.isConnected) this.render()
        }

        disconnectedCallback() {
          if (this.frame) embedder.forget(this.frame)
          this.frame = null
        }

        render() {
          const options = optionsOf((name) => this.getAttribute(name))
          // In its own shadow root, so the partner's styles for iframes never reach the widget's.
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
          if (this.frame) embedder.forget(this.frame)
          this.frame = options ? embedder.create(options, this) : null
          const style = document.createElement('style')
          style.textContent = ':host{display:block}'
          root.replaceChildren(style, ...(this.frame ? [this.frame] : []))
        }

        /** Opens a page of the widget (a path such as /hotels). */
        navigate(path: string) {
          if (this.frame) embedder.navigate(this.frame, path)
        }
      },
    )
  }
}

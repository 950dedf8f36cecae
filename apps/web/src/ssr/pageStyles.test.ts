import { describe, expect, it } from 'vitest'
import { pruneInlineStyles } from './pageStyles'

const css =
  '@keyframes spin{to{transform:rotate(1turn)}}' +
  ':root{--brand:teal}' +
  '.card{padding:8px}' +
  '.modal{position:fixed}' +
  '.card .title{font-weight:700}' +
  '.card .badge{color:red}' +
  '.link,.modal-title{color:blue}' +
  '.button:not(.quiet){border:1px solid}' +
  '[href$=".pdf"].card{color:green}' +
  '@media (min-width:768px){.card{padding:16px}.modal{inset:0}}' +
  '.after{margin:0}'

const before = (style: string) =>
  `<html class="theme"><head><style nonce="n1" data-stylesheet="/assets/style-1.css">${style}</style></head><body><div id="root">`

const styleOf = (page: string) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(page)?.[1]

describe('the stylesheet a server-rendered page carries', () => {
  const html =
    '<div class="card"><h2 class="title x">T</h2><a class="link" href="/a.pdf">a</a><button class="button">b</button></div>'
  const page = pruneInlineStyles(before(css), html)

  it('keeps the rules the page’s elements can match, in their order', () => {
    expect(styleOf(page)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}' +
        ':root{--brand:teal}' +
        '.card{padding:8px}' +
        '.card .title{font-weight:700}' +
        '.link,.modal-title{color:blue}' +
        '.button:not(.quiet){border:1px solid}' +
        '[href$=".pdf"].card{color:green}' +
        '@media (min-width:768px){.card{padding:16px}}',
    )
  })

  it('drops the rest, marks the style pruned and keeps its nonce and file', () => {
    expect(page).not.toContain('.modal{')
    expect(page).not.toContain('.badge')
    expect(page).toContain('<style nonce="n1" data-stylesheet="/assets/style-1.css" data-pruned>')
  })

  it('counts the classes of the page’s html element and of what follows the app', () => {
    const withModal = pruneInlineStyles(before(css), '<div></div></div><div class="modal"></div>')
    expect(styleOf(withModal)).toContain('.modal{position:fixed}')
    expect(styleOf(withModal)).toContain('@media (min-width:768px){.modal{inset:0}}')
  })

  it('leaves a page without the site’s stylesheet as it was', () => {
    const plain = '<html><head><style>.a{}</style></head><body>'
    expect(pruneInlineStyles(plain, '<div class="b"></div>')).toBe(plain)
  })
})

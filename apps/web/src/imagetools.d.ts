// Images transformed at build time by vite-imagetools.
declare module '*&as=srcset' {
  const srcSet: string
  export default srcSet
}

declare module '*&format=webp' {
  const src: string
  export default src
}

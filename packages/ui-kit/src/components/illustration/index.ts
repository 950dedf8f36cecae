export { Illustration, illustrationNames } from './Illustration.tsx'
export type { IllustrationName, IllustrationProps } from './Illustration.tsx'

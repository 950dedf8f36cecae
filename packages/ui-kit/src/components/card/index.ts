export { Card } from './Card.tsx'
export type { CardProps } from './Card.tsx'

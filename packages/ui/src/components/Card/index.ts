export { Card, type CardProps } from './Card';
export { cardPaddings } from './Card.css';

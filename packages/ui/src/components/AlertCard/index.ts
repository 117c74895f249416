export { AlertCard, type AlertCardProps, type AlertCardTone } from './AlertCard';
export { alertCardTones } from './AlertCard.css';

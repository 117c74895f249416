export { StatusBadge, statusTone, type StatusBadgeProps, type StatusTone } from './StatusBadge';
export { statusTones } from './StatusBadge.css';

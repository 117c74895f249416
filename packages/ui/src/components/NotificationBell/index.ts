export { NotificationBell, badgeText, type NotificationBellProps } from './NotificationBell';
export {
  NotificationList,
  type NotificationItem,
  type NotificationListProps,
} from './NotificationList';

export { notificationsQueryKey } from './api/notification-queries';
export { NotificationBell } from './components/notification-bell';
export { NotificationMenu } from './components/notification-menu';
export { PushNotificationSettings } from './components/push-notification-settings';

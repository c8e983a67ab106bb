import { createExpiryRemindersRepository } from './expiry-reminders.repository';
import { createNotificationBurstsRepository } from './notification-bursts.repository';
import { createNotificationDigestsRepository } from './notification-digests.repository';
import { createNotificationsRepository } from './notifications.repository';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository';

/** The notifications module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  notifications: createNotificationsRepository,
  notificationDigests: createNotificationDigestsRepository,
  notificationBursts: createNotificationBurstsRepository,
  expiryReminders: createExpiryRemindersRepository,
  pushSubscriptions: createPushSubscriptionsRepository,
};

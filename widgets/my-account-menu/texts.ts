export const NS = 'my-account-menu';

export const texts = {
  en: {
    myAccount: 'My account',
    unreadBadge_one: '{{count}} unread notification',
    unreadBadge_other: '{{count}} unread notifications',
    menuLabel: 'My account',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications ({{count}} unread)',
    notificationsUnread_other: 'Notifications ({{count}} unread)',
    favorites: 'Favourite lists',
    favoritesCount_one: 'Favourite lists ({{count}} list)',
    favoritesCount_other: 'Favourite lists ({{count}} lists)',
    logIn: 'Log in',
  },
  da: {
    myAccount: 'Min konto',
    unreadBadge_one: '{{count}} ulæst besked',
    unreadBadge_other: '{{count}} ulæste beskeder',
    menuLabel: 'Min konto',
    notifications: 'Beskeder',
    notificationsUnread_one: 'Beskeder ({{count}} ulæst)',
    notificationsUnread_other: 'Beskeder ({{count}} ulæste)',
    favorites: 'Favoritlister',
    favoritesCount_one: 'Favoritlister ({{count}} liste)',
    favoritesCount_other: 'Favoritlister ({{count}} lister)',
    logIn: 'Log ind',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}

export const texts = {
  en: {
    heading: 'Notifications',
    unreadCount_zero: 'You have no unread notifications.',
    unreadCount_one: 'You have {{count}} unread notification.',
    unreadCount_other: 'You have {{count}} unread notifications.',
    unreadHeading: 'Unread',
    readHeading: 'Read',
    noneUnread: 'No unread notifications.',
    noneRead: 'No read notifications.',
    empty: 'You have no notifications.',
    markRead: 'Mark as read',
    markUnread: 'Mark as unread',
    markReadNamed: 'Mark as read: {{title}}',
    markUnreadNamed: 'Mark as unread: {{title}}',
    saving: 'Saving…',
    readFailed:
      '“{{title}}” could not be marked as read, so it is shown as unread again. Check your connection and try again.',
    unreadFailed:
      '“{{title}}” could not be marked as unread, so it is shown as read again. Check your connection and try again.',
    close: 'Close',
    created: 'Written {{date}}',
    loading: 'Loading notifications…',
    error: 'Your notifications could not be loaded.',
    retry: 'Try again',
    loginHint: 'Log in to see your notifications.',
    login: 'Log in',
  },
  da: {
    heading: 'Notifikationer',
    unreadCount_zero: 'Du har ingen ulæste notifikationer.',
    unreadCount_one: 'Du har {{count}} ulæst notifikation.',
    unreadCount_other: 'Du har {{count}} ulæste notifikationer.',
    unreadHeading: 'Ulæste',
    readHeading: 'Læste',
    noneUnread: 'Ingen ulæste notifikationer.',
    noneRead: 'Ingen læste notifikationer.',
    empty: 'Du har ingen notifikationer.',
    markRead: 'Markér som læst',
    markUnread: 'Markér som ulæst',
    markReadNamed: 'Markér som læst: {{title}}',
    markUnreadNamed: 'Markér som ulæst: {{title}}',
    saving: 'Gemmer…',
    readFailed:
      '“{{title}}” kunne ikke markeres som læst og vises derfor som ulæst igen. Tjek din forbindelse, og prøv igen.',
    unreadFailed:
      '“{{title}}” kunne ikke markeres som ulæst og vises derfor som læst igen. Tjek din forbindelse, og prøv igen.',
    close: 'Luk',
    created: 'Skrevet {{date}}',
    loading: 'Henter notifikationer…',
    error: 'Dine notifikationer kunne ikke hentes.',
    retry: 'Prøv igen',
    loginHint: 'Log ind for at se dine notifikationer.',
    login: 'Log ind',
  },
};

// Types only: useT('notifications') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    notifications: Bilingual<typeof texts>;
  }
}

export const texts = {
  en: {
    label: 'News for you',
    markRead: 'Mark as read',
    markReadNamed: 'Mark as read: {{title}}',
    markReadFailed: '“{{title}}” could not be marked as read, so it is shown again. Try again in a moment.',
    allRead: 'All news read.',
    retry: 'Try again',
    close: 'Close',
    loading: 'Loading news…',
    error: 'The news could not be loaded.',
  },
  da: {
    label: 'Nyheder til dig',
    markRead: 'Markér som læst',
    markReadNamed: 'Markér som læst: {{title}}',
    markReadFailed: '“{{title}}” kunne ikke markeres som læst og vises derfor igen. Prøv igen om lidt.',
    allRead: 'Alle nyheder er læst.',
    retry: 'Prøv igen',
    close: 'Luk',
    loading: 'Henter nyheder…',
    error: 'Nyhederne kunne ikke hentes.',
  },
};

// Types only: useT('promoted-notifications') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'promoted-notifications': Bilingual<typeof texts>;
  }
}

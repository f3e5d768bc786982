export const NS = 'off-canvas-menu';

export const texts = {
  en: {
    menu: 'Menu',
    navLabel: 'Main menu',
    overview: 'All of {{text}}',
  },
  da: {
    menu: 'Menu',
    navLabel: 'Hovedmenu',
    overview: 'Alt i {{text}}',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}

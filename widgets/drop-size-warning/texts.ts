export const texts = {
  en: {
    missing: 'Add {{amount}} more to reach the minimum order of {{limit}} for delivery on {{date}}.',
  },
  da: {
    missing: 'Tilføj {{amount}} mere for at nå minimumsordren på {{limit}} til levering den {{date}}.',
  },
};

// Types only: useT('drop-size-warning') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'drop-size-warning': Bilingual<typeof texts>;
  }
}

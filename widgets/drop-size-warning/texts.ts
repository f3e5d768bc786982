export const texts = {
  en: {
    missing: 'Add {{amount}} more to reach the minimum order of {{limit}} for delivery on {{date}}.',
  },
  da: {
    missing: 'Tilføj {{amount}} mere for at nå minimumsordren på {{limit}} til levering den {{date}}.',
  },
};

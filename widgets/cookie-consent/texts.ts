export const texts = {
  en: {
    label: 'Cookie consent',
    text: 'We use cookies to make the shop work and to improve it. By choosing Accept you agree to our use of cookies.',
    policy: 'Read our cookie policy',
    accept: 'Accept',
  },
  da: {
    label: 'Samtykke til cookies',
    text: 'Vi bruger cookies for at få webshoppen til at virke og for at forbedre den. Ved at vælge Accepter giver du samtykke til vores brug af cookies.',
    policy: 'Læs vores cookiepolitik',
    accept: 'Accepter',
  },
};

// Types only: useT('cookie-consent') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'cookie-consent': Bilingual<typeof texts>;
  }
}

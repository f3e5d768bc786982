export const NS = 'login';

export const texts = {
  en: {
    heading: 'Log in',
    email: 'E-mail address',
    password: 'Password',
    showPassword: 'Show password',
    rememberMe: 'Remember me',
    submit: 'Log in',
    busy: 'Logging in…',
    leaving: 'You are logged in. Opening the shop…',
    emailRequired: 'Enter your e-mail address.',
    passwordRequired: 'Enter your password.',
    failed: 'Could not log in. Check your connection and try again.',
    forgotPassword: 'Forgot your password?',
  },
  da: {
    heading: 'Log ind',
    email: 'E-mailadresse',
    password: 'Adgangskode',
    showPassword: 'Vis adgangskode',
    rememberMe: 'Husk mig',
    submit: 'Log ind',
    busy: 'Logger ind…',
    leaving: 'Du er logget ind. Åbner shoppen…',
    emailRequired: 'Skriv din e-mailadresse.',
    passwordRequired: 'Skriv din adgangskode.',
    failed: 'Kunne ikke logge ind. Tjek din forbindelse, og prøv igen.',
    forgotPassword: 'Glemt din adgangskode?',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}

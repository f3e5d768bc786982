export const NS = 'custom-form';

export const texts = {
  en: {
    send: 'Send',
    sending: 'Sending…',
    sent: 'Thank you, your message has been sent.',
    failed: 'The form could not be sent. Please try again.',
    requiredNote: 'Fields marked * are required.',
    required: 'Fill in this field.',
    requiredCheckbox: 'Tick this box to continue.',
    requiredSelect: 'Choose one of the options.',
    email: 'Enter an e-mail address such as name@example.com.',
    choose: 'Choose…',
    notARobot: 'I am not a robot',
    demoCaptchaNote: 'Demo check standing in for the captcha service.',
    captchaLabel: 'Captcha',
    captchaLoading: 'Loading the captcha…',
    captchaFailed:
      'The captcha could not be loaded, so the form cannot be sent yet. Check your connection, then try again.',
    captchaRetry: 'Load the captcha again',
  },
  da: {
    send: 'Send',
    sending: 'Sender…',
    sent: 'Tak, din besked er sendt.',
    failed: 'Formularen kunne ikke sendes. Prøv igen.',
    requiredNote: 'Felter markeret med * skal udfyldes.',
    required: 'Udfyld dette felt.',
    requiredCheckbox: 'Sæt kryds i feltet for at fortsætte.',
    requiredSelect: 'Vælg en af mulighederne.',
    email: 'Skriv en e-mailadresse som navn@eksempel.dk.',
    choose: 'Vælg…',
    notARobot: 'Jeg er ikke en robot',
    demoCaptchaNote: 'Demo-tjek i stedet for captcha-tjenesten.',
    captchaLabel: 'Captcha',
    captchaLoading: 'Indlæser captchaen…',
    captchaFailed:
      'Captchaen kunne ikke indlæses, så formularen kan ikke sendes endnu. Tjek din forbindelse, og prøv igen.',
    captchaRetry: 'Indlæs captchaen igen',
  },
};

// Types only: useT('custom-form') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'custom-form': Bilingual<typeof texts>;
  }
}

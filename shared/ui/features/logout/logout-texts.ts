/** Texts of logging out (namespace `logout`): the logout widget's button and the my-account menu's entry. */
export const LOGOUT_NS = 'logout';

export const texts = {
  en: {
    logOut: 'Log out',
    busy: 'Logging out…',
    logOutAnyway: 'Log out anyway',
    unsaved:
      'Your latest basket changes could not be saved. Wait a moment and try again, or log out anyway and lose those changes.',
    failed: 'Could not log out. Check your connection and try again.',
  },
  da: {
    logOut: 'Log ud',
    busy: 'Logger ud…',
    logOutAnyway: 'Log ud alligevel',
    unsaved:
      'Dine seneste ændringer i kurven kunne ikke gemmes. Vent et øjeblik, og prøv igen, eller log ud alligevel og mist ændringerne.',
    failed: 'Kunne ikke logge ud. Tjek din forbindelse, og prøv igen.',
  },
};

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../../../i18n/text-keys' {
  interface TextNamespaces {
    [LOGOUT_NS]: Bilingual<typeof texts>;
  }
}

export const NS = 'video-tile';

export const texts = {
  en: {
    play: 'Play video',
    playNamed: 'Play video: {{title}}',
    loadingNamed: 'Loading player: {{title}}',
    loading: 'Loading player…',
    failed: 'The video player could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    captions: 'Captions',
    transcript: 'Read the transcript',
    unsupported: 'Your browser cannot play this video.',
    download: 'Download the video',
    playbackFailed: 'The video could not be played.',
  },
  da: {
    play: 'Afspil video',
    playNamed: 'Afspil video: {{title}}',
    loadingNamed: 'Henter afspiller: {{title}}',
    loading: 'Henter afspiller…',
    failed: 'Videoafspilleren kunne ikke hentes. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    captions: 'Undertekster',
    transcript: 'Læs udskriften',
    unsupported: 'Din browser kan ikke afspille denne video.',
    download: 'Hent videoen',
    playbackFailed: 'Videoen kunne ikke afspilles.',
  },
};

// Types only: useT('video-tile') accepts these keys, and Danish must have exactly English's.
declare module '../../shared/i18n/text-keys' {
  interface TextNamespaces {
    'video-tile': Bilingual<typeof texts>;
  }
}

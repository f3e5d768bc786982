import { f } from '../../page-context/fields';
import { ASPECT_RATIOS } from '../../shared/domain/content/video-source';
import { widgetMeta } from '../../shared/islands/widget-meta';
import { videoFileField } from './video-file-field';

export const meta = widgetMeta({
  name: 'video-tile',
  summary:
    "A video behind its poster and a play button: the player (the browser's own, with controls and captions) loads only when the visitor presses play, so a page with a video ships no player code until then. Never plays by itself.",
  props: {
    title: f.string({
      description: "What the video shows; the caption under it and the play button's name.",
      maxLength: 200,
    }),
    poster: f.url<never>({
      description: 'The poster image shown until the visitor presses play (an image on this site or the image host).',
    }),
    src: videoFileField({ description: 'The video file on this site: .mp4, .m4v, .webm or .ogv.' }),
    captions: f.url<undefined>({
      description: 'A WebVTT captions file on this site, shown by default. Give captions, a transcript link or both.',
      sameOrigin: true,
      default: undefined,
    }),
    captionsLanguage: f.string({
      description: 'Language of the captions, e.g. "da"; empty: the page\'s language.',
      default: '',
      pattern: /^([a-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$/,
    }),
    captionsLabel: f.optionalString({
      description: 'Name of the captions track in the player\'s menu; default the translated "Captions".',
    }),
    transcriptUrl: f.url<undefined>({
      description: "A page with the video's transcript, linked under the video.",
      default: undefined,
    }),
    aspectRatio: f.oneOf(ASPECT_RATIOS, { description: 'Shape of the poster and the player.', default: '16:9' }),
  },
  recommendedLoadOn: 'visible',
  needsPageContext: false,
  demoPage: 'video.html',
  example: {
    title: 'A morning in the cold store',
    poster: '/video-poster.svg',
    src: '/mock-assets/cold-store.webm',
    captions: '/mock-assets/cold-store.da.vtt',
    captionsLanguage: 'da',
    transcriptUrl: '/content-page.html',
  },
});

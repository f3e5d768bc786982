import { f, type Field } from '../../page-context/fields';
import { videoFileType } from '../../shared/domain/content/video-source';

/**
 * The video's address: a file on this site that the browser's own player plays (mp4, m4v, webm, ogv).
 * Same origin, because the page's Content-Security-Policy lets media come from 'self' only and a
 * provider's player would need a frame and its scripts (docs/areas/video-and-quote-tiles.md).
 */
export function videoFileField(opts: { description: string }): Field<string> {
  const url = f.url<never>({ ...opts, sameOrigin: true });
  return {
    ...url,
    type: 'URL of a video file (same origin)',
    parse(raw) {
      const parsed = url.parse(raw);
      return parsed.ok && !videoFileType(parsed.value)
        ? { ok: false, problem: `expected a .mp4, .m4v, .webm or .ogv file, got "${parsed.value}"` }
        : parsed;
    },
  };
}

/** Video files the tile plays in the browser's own player, by extension, with the type the `<source>` names. */
const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
};

/**
 * The MIME type of a video file address by its extension (query and fragment ignored), or undefined
 * when it is not a file the tile plays: a provider's page, a folder, a playlist.
 */
export function videoFileType(address: string): string | undefined {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return ext ? VIDEO_TYPES[ext] : undefined;
}

/** The aspect ratios an editor may pick; the poster and the player keep it, so nothing jumps on play. */
export const ASPECT_RATIOS = ['16:9', '4:3', '1:1', '9:16', '21:9'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** `16:9` as the CSS `aspect-ratio` value `16 / 9`. */
export const aspectRatioCss = (ratio: AspectRatio): string => ratio.replace(':', ' / ');

/**
 * Issue 18: a video has captions, a transcript link or both, so a visitor who cannot hear it can follow
 * it. The props kit reads each prop alone, so the tile asks this of the two together; null when fine.
 */
export function videoTextProblem(captions: string | undefined, transcriptUrl: string | undefined): string | null {
  return captions || transcriptUrl
    ? null
    : 'captions or transcriptUrl: give a captions file, a transcript link or both, so visitors who cannot hear the video can follow it';
}

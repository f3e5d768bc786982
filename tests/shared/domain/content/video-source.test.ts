import { describe, expect, it } from 'vitest';
import { aspectRatioCss, videoFileType, videoTextProblem } from '../../../../shared/domain/content/video-source';

describe('videoFileType (what the video tile plays)', () => {
  it('names the type of mp4, m4v, webm and ogv files, whatever the case, query or fragment', () => {
    expect(videoFileType('/media/tour.mp4')).toBe('video/mp4');
    expect(videoFileType('/media/tour.M4V?v=2')).toBe('video/mp4');
    expect(videoFileType('https://shop.example/media/tour.webm#t=10')).toBe('video/webm');
    expect(videoFileType('tour.ogv')).toBe('video/ogg');
  });

  it('refuses what is not a video file: a provider page, a playlist, a folder, a name without extension', () => {
    expect(videoFileType('https://www.youtube.com/watch?v=abc')).toBeUndefined();
    expect(videoFileType('/media/tour.m3u8')).toBeUndefined();
    expect(videoFileType('/media/')).toBeUndefined();
    expect(videoFileType('/media/tour')).toBeUndefined();
    expect(videoFileType('/media/tour.mp4/')).toBeUndefined();
  });
});

describe('aspectRatioCss', () => {
  it('writes 16:9 as the CSS aspect-ratio 16 / 9', () => {
    expect(aspectRatioCss('16:9')).toBe('16 / 9');
    expect(aspectRatioCss('9:16')).toBe('9 / 16');
  });
});

describe('videoTextProblem (captions, a transcript link or both)', () => {
  it('is fine with either or both, and names both props when neither is given', () => {
    expect(videoTextProblem('/c.vtt', undefined)).toBeNull();
    expect(videoTextProblem(undefined, '/transcript.html')).toBeNull();
    expect(videoTextProblem('/c.vtt', '/transcript.html')).toBeNull();
    expect(videoTextProblem(undefined, undefined)).toMatch(
      /^captions or transcriptUrl: give a captions file, a transcript link or both/,
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import videoTile from '../../widgets/video-tile/index';
import { mountWidget } from './render-widget';

// The player chunk, counted: the test says when its load fails.
const playerLoads = vi.hoisted(() => ({ count: 0, fail: 0 }));
vi.mock('../../widgets/video-tile/load-player', async () => {
  const real = await vi.importActual<typeof import('../../widgets/video-tile/player')>(
    '../../widgets/video-tile/player',
  );
  return {
    loadPlayer: () => {
      playerLoads.count += 1;
      if (playerLoads.fail > 0) {
        playerLoads.fail -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return Promise.resolve(real);
    },
  };
});

const props = {
  title: 'A morning in the cold store',
  poster: '/video-poster.svg',
  src: '/media/cold-store.webm',
  captions: '/media/cold-store.en.vtt',
  transcriptUrl: '/transcript.html',
};

const playButton = () => screen.getByRole('button', { name: 'Play video: A morning in the cold store' });

describe('video tile (issue 18: poster, play button, the player loaded only on play)', () => {
  beforeEach(() => {
    playerLoads.count = 0;
    playerLoads.fail = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the poster, a play button named for the video, the title and the transcript link; no player, no <video>', () => {
    const { el } = mountWidget(videoTile, props);
    expect(playButton().tagName).toBe('BUTTON');
    expect(el.querySelector('figure img')?.getAttribute('src')).toBe('/video-poster.svg');
    expect(el.querySelector('figcaption')?.textContent).toContain('A morning in the cold store');
    expect(screen.getByRole('link', { name: 'Read the transcript' }).getAttribute('href')).toBe('/transcript.html');
    expect(el.querySelector('video')).toBeNull();
    expect(playerLoads.count).toBe(0);
  });

  it('pressing play (keyboard) loads the player once: controls, the file with its type, captions on by default, focus on the video, no autoplay attribute', async () => {
    const { el } = mountWidget(videoTile, props);
    const user = userEvent.setup();
    playButton().focus();
    await user.keyboard('{Enter}');
    const video = await waitFor(() => {
      const v = el.querySelector('video');
      expect(v).not.toBeNull();
      return v!;
    });
    expect(playerLoads.count).toBe(1);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.getAttribute('aria-label')).toBe('A morning in the cold store');
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/cold-store.webm');
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    const track = video.querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('label')]).toEqual([
      'captions',
      '/media/cold-store.en.vtt',
      'Captions',
    ]);
    expect(track.hasAttribute('default')).toBe(true);
    // No captionsLanguage: the page's language.
    expect(track.getAttribute('srclang')).toBe('en');
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('a player that cannot be loaded says so with a retry; the retry loads it', async () => {
    playerLoads.fail = 1;
    const { el } = mountWidget(videoTile, props);
    const user = userEvent.setup();
    await user.click(playButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The video player could not be loaded. Check your connection and try again.',
    );
    expect(el.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(el.querySelector('video')).not.toBeNull());
    expect(playerLoads.count).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a video without captions and without a transcript link is the island's error for the editor", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mountWidget(
      videoTile,
      { ...props, captions: undefined, transcriptUrl: undefined },
      { language: 'en', editorMode: true },
    );
    await waitFor(() => expect(el.textContent).toContain('captions or transcriptUrl: give a captions file'));
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('speaks Danish on a Danish page', () => {
    mountWidget(videoTile, { ...props, transcriptUrl: undefined }, { language: 'da' });
    expect(screen.getByRole('button', { name: 'Afspil video: A morning in the cold store' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses, for the editor, a video that is not a file on this site or a javascript: poster', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mountWidget(
      videoTile,
      { ...props, src: 'https://www.youtube.com/watch?v=abc', poster: 'javascript:alert(1)' },
      { language: 'en', editorMode: true },
    );
    await waitFor(() => expect(el.textContent).toContain('src: expected a same-origin URL'));
    expect(el.textContent).toContain('poster: expected a relative or http(s) URL');
    const { el: other } = mountWidget(
      videoTile,
      { ...props, src: '/media/tour.m3u8' },
      { language: 'en', editorMode: true },
    );
    await waitFor(() =>
      expect(other.textContent).toContain('src: expected a .mp4, .m4v, .webm or .ogv file, got "/media/tour.m3u8"'),
    );
  });
});

import { useStore } from '@nanostores/react';
import { useState, type ComponentType } from 'react';
import type { Infer } from '../../page-context/fields';
import { aspectRatioCss, videoFileType, videoTextProblem } from '../../shared/domain/content/video-source';
import { $language } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/use-translation';
import { loadPlayer } from './load-player';
import type { meta } from './meta';
import type { PlayerProps } from './player';
import { NS } from './texts';

type Props = Infer<typeof meta.props>;
type Phase = { at: 'poster' | 'loading' | 'failed' } | { at: 'playing'; Player: ComponentType<PlayerProps> };

/**
 * A video tile (issue 18): the poster and a real play button; the player chunk is asked for only when
 * the visitor presses it. A player that cannot be loaded says so with a retry; the poster stays.
 */
export function VideoTile({
  title,
  poster,
  src,
  captions,
  captionsLanguage,
  captionsLabel,
  transcriptUrl,
  aspectRatio,
}: Props) {
  const t = useT(NS);
  const language = useStore($language);
  const [phase, setPhase] = useState<Phase>({ at: 'poster' });
  const textProblem = videoTextProblem(captions, transcriptUrl);
  // The island's error for the editor (the boundary names the message in editor mode): no video without a text form.
  if (textProblem) throw new Error(textProblem);

  function play() {
    if (phase.at === 'loading' || phase.at === 'playing') return;
    setPhase({ at: 'loading' });
    loadPlayer().then(
      (mod) => setPhase({ at: 'playing', Player: mod.default }),
      () => setPhase({ at: 'failed' }),
    );
  }

  return (
    <figure className="wsh-video-tile">
      <div className="wsh-video-tile__frame" style={{ aspectRatio: aspectRatioCss(aspectRatio) }}>
        {phase.at === 'playing' ? (
          <phase.Player
            title={title}
            src={src}
            type={videoFileType(src) ?? ''}
            poster={poster}
            captions={captions}
            captionsLanguage={captionsLanguage || language}
            captionsLabel={captionsLabel}
          />
        ) : (
          <>
            <img className="wsh-video-tile__poster" src={poster} alt="" />
            <button
              type="button"
              className="wsh-video-tile__play"
              onClick={play}
              aria-disabled={phase.at === 'loading' || undefined}
              // The visible words first, then the title: several videos on a page get buttons of their own names.
              aria-label={t(phase.at === 'loading' ? 'loadingNamed' : 'playNamed', { title })}
            >
              <svg className="wsh-video-tile__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
              <span className="wsh-video-tile__play-text">{phase.at === 'loading' ? t('loading') : t('play')}</span>
            </button>
          </>
        )}
      </div>
      {phase.at === 'failed' && (
        <p className="wsh-video-tile__problem" role="alert">
          {t('failed')}{' '}
          <button type="button" className="wsh-button wsh-button--secondary" onClick={play}>
            {t('retry')}
          </button>
        </p>
      )}
      <figcaption className="wsh-video-tile__caption">
        <span className="wsh-video-tile__title">{title}</span>
        {transcriptUrl && (
          <a className="wsh-video-tile__transcript" href={transcriptUrl}>
            {t('transcript')}
          </a>
        )}
      </figcaption>
    </figure>
  );
}

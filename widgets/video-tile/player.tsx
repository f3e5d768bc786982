import { useEffect, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/use-translation';
import { defineWidget } from '../../shared/islands/define-widget';
import { sharedModules } from '../../shared/islands/shared-modules';

/**
 * Named so that esbuild keeps every module the widget chunks share in the one core chunk (as the
 * editors' island error detail does): a lazy chunk that used only React and i18n would split those
 * off into a chunk of their own, one more file on every page.
 */
export const shared = [sharedModules, defineWidget];

export interface PlayerProps {
  title: string;
  src: string;
  type: string;
  poster: string;
  captions: string | undefined;
  captionsLanguage: string;
  captionsLabel: string | undefined;
}

/**
 * The browser's own player with its controls and the captions track on by default. It starts because
 * the visitor pressed play (never by itself); focus moves onto it so the keyboard carries on in the
 * player. A browser that refuses to start it (an autoplay rule) leaves the visitor the play control.
 */
export default function Player({ title, src, type, poster, captions, captionsLanguage, captionsLabel }: PlayerProps) {
  // The namespace by name, not texts.ts's NS: importing that module here would move the texts into a
  // chunk of their own, one more file for every page with a video tile.
  const t = useT('video-tile');
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.focus();
    const started: unknown = typeof video.play === 'function' ? video.play() : undefined;
    if (started instanceof Promise) started.catch(() => undefined); // refused to start: the controls are there
  }, []);

  return (
    <>
      <video
        ref={ref}
        className="wsh-video-tile__video"
        controls
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={title}
        tabIndex={0}
        onError={() => setFailed(true)}
      >
        <source src={src} type={type} onError={() => setFailed(true)} />
        {captions && (
          <track
            kind="captions"
            src={captions}
            srcLang={captionsLanguage}
            label={captionsLabel ?? t('captions')}
            default
          />
        )}
        {t('unsupported')}
      </video>
      {failed && (
        <p className="wsh-video-tile__problem" role="alert">
          {t('playbackFailed')} <a href={src}>{t('download')}</a>
        </p>
      )}
    </>
  );
}

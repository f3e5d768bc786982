import { useT } from '../i18n/use-translation';
import { addWidgetResources } from '../i18n/i18n';
import type { IslandErrorKind } from './load-on';
import { defineWidget } from './define-widget';
import { sharedModules } from './shared-modules';

/**
 * Named so that esbuild keeps every module the widget chunks share in the one core chunk: a lazy
 * chunk that used only some of them would split the rest off into a chunk of their own.
 */
export const shared = [sharedModules, defineWidget];

const NS = 'island-error';
const texts = {
  en: {
    title: 'Widget "{{widget}}" could not be shown',
    hint: 'Check the widget settings in the CMS. Details:',
    props: 'Invalid settings',
    crashed: 'The widget stopped with an error',
    'page-context': 'The page context is missing or invalid',
    'unknown-widget': 'There is no widget with this name',
    json: 'The settings are not valid JSON',
    'load-on': 'Unknown load condition',
  },
  da: {
    title: 'Widget "{{widget}}" kunne ikke vises',
    hint: 'Kontrollér widgetens indstillinger i CMS. Detaljer:',
    props: 'Ugyldige indstillinger',
    crashed: 'Widgetten stoppede med en fejl',
    'page-context': 'Sidens kontekst mangler eller er ugyldig',
    'unknown-widget': 'Der findes ingen widget med dette navn',
    json: 'Indstillingerne er ikke gyldig JSON',
    'load-on': 'Ukendt indlæsningsbetingelse',
  },
};

/**
 * What a CMS editor sees when an island cannot be shown: the widget, what is wrong, the details.
 * Only editors (page context editorMode, demo pages) see it, so it and its texts are a chunk of their
 * own, loaded when an editor is shown an error, instead of part of every shopper's page.
 */
export default function IslandErrorDetail({
  widget,
  kind,
  details,
}: {
  widget: string;
  kind: IslandErrorKind;
  details: string[];
}) {
  addWidgetResources(NS, texts); // idempotent
  const t = useT(NS);
  return (
    <div className="wsh-island-error wsh-island-error--editor">
      <p className="wsh-island-error__title">
        <strong>{t('title', { widget })}</strong>: {t(kind)}
      </p>
      {details.length > 0 && (
        <>
          <p>{t('hint')}</p>
          <ul>
            {details.map((d) => (
              <li key={d}>
                <code>{d}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

// Types only: useT(NS) accepts these keys, and Danish must have exactly English's.
declare module '../i18n/text-keys' {
  interface TextNamespaces {
    [NS]: Bilingual<typeof texts>;
  }
}

import type { AreaName } from '../../domain/page/area-routes';
import { useT } from '../../i18n/use-translation';
import { AreaLink } from './area-link';
import { AREA_NS } from './texts';

/** An address the area has no screen for: said plainly, with a way back to the area's start (never a blank island). */
export function AreaNotFound({ area, startHref }: { area: AreaName; startHref: string }) {
  const t = useT(AREA_NS);
  return (
    <section className="wsh-area__not-found" aria-labelledby="wsh-area-not-found">
      <h2 id="wsh-area-not-found">{t('notFound.heading')}</h2>
      <p>{t('notFound.text')}</p>
      <p>
        <AreaLink href={startHref}>{t(`startLink.${area}`)}</AreaLink>
      </p>
    </section>
  );
}

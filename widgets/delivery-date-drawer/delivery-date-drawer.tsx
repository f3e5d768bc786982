import { useStore } from '@nanostores/react';
import { startTransition, useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import type { Infer } from '../../page-context/fields';
import { formatDate } from '../../shared/i18n/format-date';
import { useT } from '../../shared/i18n/use-translation';
import { $basketLoad } from '../../shared/stores/basket/basket';
import { $expectedDeliveryDate } from '../../shared/context/expected-delivery-date';
import { $pageContext } from '../../shared/context/page-context';
import { Drawer } from '../../shared/ui/primitives/drawer';
import type { meta } from './meta';
import { PreSalePeriods } from './pre-sale-periods';
import { DeliveryTimetable } from './timetable';
import { NS } from './texts';
import { useDeliveryChoice, type DeliveryChoice } from './use-delivery-choice';

/**
 * The month grid (react-day-picker and date-fns, two thirds of the drawer's code) is a chunk of its own, fetched
 * when the pointer or the focus comes to the button, else as the drawer opens: not with the button every page
 * shows at start (issue #19: less to download before the first paint).
 */
const loadCalendar = () => import('./calendar');
type CalendarChunk = Awaited<ReturnType<typeof loadCalendar>>;

/** The calendar's chunk: asked for by `load`, with a failure the drawer shows with its retry. */
function useCalendarChunk() {
  const [chunk, setChunk] = useState<CalendarChunk | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  const load = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setFailed(false);
    loadCalendar().then(setChunk, () => {
      asked.current = false;
      setFailed(true);
    });
  }, []);
  return { Calendar: chunk?.Calendar, failed, load };
}

/** SPEC section 6: anonymous visitors have no basket, so there is nothing to show and no call to make. */
export function DeliveryDateDrawer(props: Infer<typeof meta.props>) {
  const { isAuthenticated } = useStore($pageContext);
  return isAuthenticated ? <DeliveryDateButton {...props} /> : null;
}

function DeliveryDateButton({ buttonLabel }: Infer<typeof meta.props>) {
  const t = useT(NS);
  const expected = useStore($expectedDeliveryDate);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const choice = useDeliveryChoice(open, () => setOpen(false));
  const calendarChunk = useCalendarChunk();
  const loadCalendarChunk = calendarChunk.load;
  // As the drawer opens (a failed load is asked again by the retry button, not by every render).
  useEffect(() => {
    if (open) loadCalendarChunk();
  }, [open, loadCalendarChunk]);
  // The date and the calendar's choice come from the basket: reading its load state loads it (once per page).
  useStore($basketLoad);

  const label = buttonLabel ?? t('label');
  return (
    <div className={`wsh-${NS}`}>
      <button
        ref={buttonRef}
        type="button"
        className={`wsh-${NS}__button`}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The drawer's first draw (its panel, the dates' request, the focus moved into it) in a transition:
        // React renders it in 5 ms slices and moves the focus in a task of its own. Drawn in the click's own
        // task, the first opening of a page was a task of 50-60 ms at 4x CPU (issue #35, bench (k)).
        onClick={() => startTransition(() => setOpen(true))}
        onPointerEnter={calendarChunk.load}
        onFocus={calendarChunk.load}
      >
        {/* Two spans, so small screens can stack the label over the date (the name stays "label: date"). */}
        <span className={`wsh-${NS}__button-label`}>{expected ? t('buttonLabel', { label }) : label}</span>
        {expected && <span className={`wsh-${NS}__button-date`}> {formatDate(expected)}</span>}
      </button>
      <Drawer
        open={open}
        title={t('title')}
        onClose={() => setOpen(false)}
        returnFocusRef={buttonRef}
        className={`wsh-${NS}__drawer`}
        footer={<ConfirmBar choice={choice} />}
      >
        <PreSalePeriods periods={choice.periods} value={choice.period} onChange={choice.choosePeriod} />
        <Dates choice={choice} calendarChunk={calendarChunk} />
        <TimetableSection />
      </Drawer>
    </div>
  );
}

function Dates({
  choice,
  calendarChunk,
}: {
  choice: DeliveryChoice;
  calendarChunk: ReturnType<typeof useCalendarChunk>;
}) {
  const t = useT(NS);
  // The month grid is the drawer's heaviest render (a month of labelled day buttons). It is drawn in a transition,
  // which React splits into 5 ms slices, after the drawer itself has painted: both as the drawer opens (the dates
  // and the grid's chunk are often there already) and as the dates arrive. Measured at 4x CPU (issue #35, 6): the
  // grid inside the opening click made it a task of 100-150 ms, and the grid on the dates' arrival one of 120-230.
  const [opened, setOpened] = useState(false);
  useEffect(() => startTransition(() => setOpened(true)), []);
  const { Calendar } = calendarChunk;
  const gridReady = useDeferredValue(opened && choice.calendar !== null && Calendar !== undefined);
  if (choice.status === 'error' || calendarChunk.failed) {
    const retry = () => {
      if (choice.status === 'error') choice.retry();
      if (calendarChunk.failed) calendarChunk.load();
    };
    return (
      <div className={`wsh-${NS}__message`} role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="wsh-button wsh-button--secondary" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!gridReady || !choice.calendar || !Calendar) {
    return (
      <p className={`wsh-${NS}__message`} role="status">
        {t('loading')}
      </p>
    );
  }
  return <Calendar calendar={choice.calendar} selected={choice.selected} onSelect={choice.choose} />;
}

/** The delivery timetable (SPEC 7 GET delivery/timetable), shown on request under the calendar. */
function TimetableSection() {
  const t = useT(NS);
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className={`wsh-${NS}__timetable-section`}>
      <button
        type="button"
        className="wsh-button wsh-button--secondary"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {t('timetable')}
      </button>
      <div id={id} hidden={!shown}>
        {/*
          Asked for only once opened. Its code stays in the drawer's chunk: a lazy chunk of its own would
          share the core's modules with the widgets, and esbuild would then split the core chunk in two
          (1.5 kB gzip more on every page, the mini-basket page over its budget).
        */}
        {shown && <DeliveryTimetable />}
      </div>
    </div>
  );
}

/** Confirming is a separate step, so keyboard users can move through the grid without committing. */
function ConfirmBar({ choice }: { choice: DeliveryChoice }) {
  const t = useT(NS);
  return (
    <div className={`wsh-${NS}__confirm`}>
      {choice.saveFailed && (
        <p className={`wsh-${NS}__error`} role="alert">
          {choice.saveMessage ? t('saveRefused', { message: choice.saveMessage }) : t('saveError')}
        </p>
      )}
      <button
        type="button"
        className={`wsh-button wsh-${NS}__confirm-button`}
        disabled={!choice.selected}
        // Not `disabled` while saving: that would drop focus to the page if the change fails.
        aria-disabled={choice.saving || undefined}
        aria-busy={choice.saving || undefined}
        onClick={() => void choice.save()}
      >
        {choice.saving ? t('saving') : t('confirm')}
      </button>
    </div>
  );
}

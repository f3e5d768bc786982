/** Delays and durations of SPEC sections 4 and 9, in milliseconds. One place, so tests name the spec's figure. */
export const TIMING = {
  basketBatchWait: 500,
  checkoutQuantityDebounce: 200,
  basketSubmitDebounce: 300,
  redirectDelayWithTracker: 500,
  defaultClickDelay: 2000,
  successFlag: 2000,
  exceptionNotice: 3000,
  receiptEmailMessage: 4000,
  editModeClose: 1000,
  overlayExit: 500,
  dropSizeFade: 500,
  countdownTick: 1000,
  typeaheadDelay: 900,
  scrollSaveThrottle: 150,
  scrollToDelay: 700,
  heightPersist: 5000,
  searchBreakpointThrottle: 1000,
  impersonationSearchDebounce: 300,
  impersonationFormClose: 300,
  impersonationErrorHide: 7500,
  donutAnimationDelay: 500,
  /** SPEC 9 product rendering: 8 parts, this many ms apart (the first at once). */
  productRenderStep: 50,
  /**
   * Ours, not the spec's: how long a list's first draw waits for its first snapshots (issue #19, blocking time).
   * Snapshots that land within it give one whole draw instead of two; later ones find the basic rows drawn.
   */
  productRowsFirstDrawHold: 400,
} as const;

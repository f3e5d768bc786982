/** What an IntersectionObserver reports for `target`: the tests' observer stubs call back with it. */
export function intersectionEntry(target: Element, isIntersecting = true): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting,
    intersectionRatio: isIntersecting ? 1 : 0,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: 0,
  };
}

/** Where the browser goes after a placed order; an object so tests can replace `go`. */
export const checkoutNavigation = {
  go(href: string): void {
    location.assign(href);
  },
};

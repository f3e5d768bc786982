/**
 * The player, a chunk of its own: a page with a video tile loads it only when the visitor presses play
 * (issue 18). Its own module so tests can make the load fail.
 */
export const loadPlayer = () => import('./player');

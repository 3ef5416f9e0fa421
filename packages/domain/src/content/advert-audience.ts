import type { AdvertAudience } from '@sb/contract';

/** §6 "first login within the last day", and how long a player counts as just registered. */
export const JUST_REGISTERED_MS = 24 * 60 * 60 * 1000;

/**
 * Who is looking, as the server knows them (never as the request says). A player's first login is
 * their registration's (the demo's players log in when they register), so "first login within the
 * last day" and "just registered" are the same day.
 */
export type AdvertViewer =
  { loggedIn: false } | { loggedIn: true; deposited: boolean; played: boolean; registeredAt: number };

const justRegistered = (viewer: AdvertViewer & { loggedIn: true }, now: number) =>
  now - viewer.registeredAt < JUST_REGISTERED_MS;

/**
 * SPEC.md §6 audience rules for adverts: all and imported_list show to everyone (an imported list is
 * the operator's own mailing, matched outside the sportsbook); logged_out only to visitors;
 * logged_in to every player; logged_in_deposited to players who have deposited, _not_deposited to
 * those who have not; logged_in_not_played to players without a bet, or in their first day;
 * just_registered to players in their first day.
 */
export function advertVisibleTo(audience: AdvertAudience, viewer: AdvertViewer, now: number): boolean {
  switch (audience) {
    case 'all':
    case 'imported_list':
      return true;
    case 'logged_out':
      return !viewer.loggedIn;
    case 'logged_in':
      return viewer.loggedIn;
    case 'logged_in_deposited':
      return viewer.loggedIn && viewer.deposited;
    case 'logged_in_not_deposited':
      return viewer.loggedIn && !viewer.deposited;
    case 'logged_in_not_played':
      return viewer.loggedIn && (!viewer.played || justRegistered(viewer, now));
    case 'just_registered':
      return viewer.loggedIn && justRegistered(viewer, now);
  }
}

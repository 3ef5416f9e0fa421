/** The catalogue's answers: events, the path tree, coupons, menus, currencies, odds ladders. */
export {
  CouponGroupResponse,
  CouponResponse,
  CurrenciesResponse,
  EventPathTreeResponse,
  EventsResponse,
  OddsLadderAndMarginsResponse,
  SubmenuResponse,
  TabsResponse,
  TopSportsResponse,
} from '@sb/contract';

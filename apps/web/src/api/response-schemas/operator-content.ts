/** The operator's content: adverts, HTML widgets, news popups, promotions, public pages, the seal, chat. */
export {
  AdvertsResponse,
  AvayaTokenResponse,
  GcbSealResponse,
  HtmlWidget,
  NewsPopupsResponse,
  Promotion,
  PromotionsResponse,
  PublicPage,
} from '@sb/contract';

import type * as v from 'valibot';
import type { BidPrepare, BidResponse, MarketConfig, MarketStatistic, PutOffResponse, PutOnResponse } from '../../domain/entities';
import type {
  ActivityPage,
  AssetOverview,
  BidRow,
  CollectionHolding,
  CollectionRow,
  CurvePoint,
  DomainCategoryRow,
  DomainKindRow,
  InscriptionView,
  ListingPage,
  ListingRow,
  TickRow,
} from '../../domain/market/market-reads';
import type * as S from './market-schemas';
import type * as L from './market-list-schemas';
import type { Assignable } from './wire-check';

/** The wire answers the views read, checked against the domain types they are used as (a mismatch fails tsc, not a user). */
export type MarketWireChecks = [
  Assignable<v.InferOutput<typeof L.ListingRows>, ListingPage>,
  Assignable<v.InferOutput<typeof S.Listing>, ListingRow>,
  Assignable<v.InferOutput<typeof L.TickRows>['list'][number], TickRow>,
  Assignable<v.InferOutput<typeof L.DomainKindRows>[number], DomainKindRow>,
  Assignable<v.InferOutput<typeof L.CollectionStatistic>, Omit<AssetOverview, 'verified'>>,
  Assignable<v.InferOutput<typeof L.CollectionHoldings>[number], CollectionHolding>,
  Assignable<v.InferOutput<typeof L.DomainCategories>[number], DomainCategoryRow>,
  Assignable<v.InferOutput<typeof L.CollectionRows>['list'][number], CollectionRow>,
  Assignable<v.InferOutput<typeof S.Inscription>, InscriptionView>,
  Assignable<v.InferOutput<typeof L.Activity>['list'][number], Omit<ActivityPage['list'][number], 'nftType'>>,
  Assignable<v.InferOutput<typeof L.Curve>[number], CurvePoint>,
  Assignable<v.InferOutput<typeof L.Bids>[number], BidRow>,
  Assignable<v.InferOutput<typeof L.Statistic>, MarketStatistic>,
  Assignable<v.InferOutput<typeof L.Config>, MarketConfig>,
  Assignable<v.InferOutput<typeof S.BidPrepare>, BidPrepare>,
  Assignable<v.InferOutput<typeof S.Bid>, BidResponse>,
  Assignable<v.InferOutput<typeof L.PutOn>, PutOnResponse>,
  Assignable<v.InferOutput<typeof L.PutOff>, PutOffResponse>,
];

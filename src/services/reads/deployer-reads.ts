import { claimablesOf, claimRecordsOf, deployerInfoOf } from '../../domain/deployer-reads';
import type { Api } from '../api/create-api';

/** The deployer's record: whether `address` deployed brc-20 ticks, and each tick's mint and royalty rate. */
export const deployerRecord = (address: string) => async (api: Api) => deployerInfoOf(await api.market.deployerInfo(address));

/** What `address` can claim now, tick by tick. */
export const deployerClaimables = (address: string) => async (api: Api) => claimablesOf(await api.market.deployerClaimableInfo(address));

/** The claims `address` has made, each with its status. */
export const deployerClaims = (address: string) => async (api: Api) => claimRecordsOf(await api.market.deployerHistoryInfo(address));

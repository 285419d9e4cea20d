import { prefetchRouteReads } from './app/route-reads';
import { siteServices } from './app/site-services';

/**
 * An item's page (its HTML only, scripts/prerender.ts): the item's read is asked for as soon as the API layer is in,
 * not once the entry has its framework and shell too (issue 46). The entry asks again as it starts and gets this
 * same read (route-reads.ts).
 */
void prefetchRouteReads(window.location, siteServices);

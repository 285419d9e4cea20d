import { createAppServices } from '../../services/app-services';
import { readAppConfig } from './config';

/**
 * The site's services, one set per page load: the entry renders the app with them (main.tsx), and on an item's page the
 * script that asks for its read before the entry has its framework uses the same ones (item-read-first.ts), so the
 * answer lands in the query client the page reads.
 */
export const siteServices = createAppServices(readAppConfig());

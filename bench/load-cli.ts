import { loadConfig } from '../server/config';
import { measureLoad } from './load';

/**
 * `npm run bench:load`: only the API under load (carts priced with a promotion, shipping and tax,
 * checkout with the test gateway, the inventory lists), 50 connections for 10 s each, on PostgreSQL
 * and PGlite; the same figures `npm run bench` prints among the others.
 */
console.log('Under load: 50 connections for 10 s each (autocannon), against the server in its own process');
await measureLoad(loadConfig().artworksSamplePath, (line) => console.log(line));

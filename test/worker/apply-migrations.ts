import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import seedDocument from '../../catalogue/v3.json';
import { catalogueDocument } from '../../core/catalogue-document';
import { provideCatalogue } from '../../core/catalogue-scope';
import { shopCatalogueOf } from '../../core/shop-catalogue';
import { catalogueStorage } from '../../worker/catalogue/scope';

// The same migration files wrangler applies; storage is isolated per test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await applyD1Migrations(env.REPLICA_DB, env.TEST_MIGRATIONS);

// Core's catalogue functions, called by a test outside any request, read version 3 (what migration 0029
// publishes over migration 0027's version 2, itself over migration 0020's version 1); inside a request, the worker's
// own version (worker/catalogue/scope.ts) as in production.
const seed = shopCatalogueOf(catalogueDocument.parse(seedDocument));
provideCatalogue(() => catalogueStorage.getStore() ?? seed);

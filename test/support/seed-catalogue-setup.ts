import { provideCatalogue } from '../../core/catalogue-scope';
import { seedCatalogue } from '../../scripts/seed-catalogue';

// Core's catalogue functions read version 1, as a shop fresh from its migrations does.
const seed = seedCatalogue();
provideCatalogue(() => seed);

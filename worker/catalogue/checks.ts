import { type CatalogueDocument, catalogueDocument, catalogueProblems, withoutRetiredFields } from '../../core/catalogue-document';
import { ApiError } from '../lib/errors';
import { type ImageSources, servedImages } from './images';

/**
 * A catalogue document the operator sent (PUT) or is publishing, held to the schema and the shop's rules
 * (without the fields it no longer reads), or a 422 `catalogue_invalid` listing every problem by path. The rules ask about images one at a time and
 * at once, so a first pass only collects the addresses they ask about, which are then looked up together.
 */
export async function checkedCatalogue(sources: ImageSources, input: unknown): Promise<CatalogueDocument> {
  const asked = new Set<string>();
  catalogueProblems(input, {
    imageExists: (url) => {
      asked.add(url);
      return true;
    },
  });
  const served = await servedImages(sources, asked);
  const problems = catalogueProblems(input, { imageExists: (url) => served.has(url) });
  if (problems.length > 0) {
    throw new ApiError(422, 'catalogue_invalid', `The catalogue has ${problems.length} problem(s): nothing was changed`, { problems });
  }
  return withoutRetiredFields(catalogueDocument.parse(input));
}

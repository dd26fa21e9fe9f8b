import { DICTIONARY_IDS } from '../language';
import { UNSUBSTANTIATED_WORDS, wordingIn } from './claim-words';
import type { DocumentFigure, Home } from './home-schema';
import { type CatalogueProblem, problemAt } from './problem';

const STAT_LISTS = ['heroStats', 'impactStats', 'newsletterStats'] as const;

const figureWords = (figure: DocumentFigure) => (figure.kind === 'text' ? '' : `${figure.value} `);

/** The shop states each figure once: stats that share an id (satisfaction, customers) show the same figure. */
function sameFigureProblems(home: Home): CatalogueProblem[] {
  const first = new Map<string, { path: string; figure: string }>();
  return STAT_LISTS.flatMap((list) =>
    home[list].flatMap((stat, index) => {
      const figure = JSON.stringify(stat.figure);
      const seen = first.get(stat.id);
      if (!seen) {
        first.set(stat.id, { path: `home.${list}.${index}`, figure });
        return [];
      }
      return seen.figure === figure
        ? []
        : [problemAt(['home', list, index, 'figure'], `states ${stat.id} differently from ${seen.path}: the shop gives one figure`)];
    }),
  );
}

/** A stat such as "0 Artificial Ingredients" is a superlative that needs a source the home page cannot give. */
function statWordingProblems(home: Home): CatalogueProblem[] {
  return STAT_LISTS.flatMap((list) =>
    home[list].flatMap((stat, index) =>
      DICTIONARY_IDS.flatMap((id) => {
        const wording = wordingIn(UNSUBSTANTIATED_WORDS, id, `${figureWords(stat.figure)}${stat.label[id]}`);
        return wording === undefined
          ? []
          : [problemAt(['home', list, index, 'label', id], `says “${wording}”, which the shop cannot substantiate on its home page`)];
      }),
    ),
  );
}

/** The home page's figures agree with each other, and claim nothing the shop cannot substantiate. */
export function figureProblems(home: Home): CatalogueProblem[] {
  return [...sameFigureProblems(home), ...statWordingProblems(home)];
}

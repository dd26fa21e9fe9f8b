import { describe, expect, it } from 'vitest';
import { reviewPageCount, shownReviewSearch } from '../../core/review-pages';
import { sampleReviewsSql } from '../../scripts/sample-reviews';

describe('a product page’s review list (core/review-pages.ts)', () => {
  it('takes one page with no review, and 10 reviews a page', () => {
    expect([0, 1, 10, 11, 20, 21, 200].map(reviewPageCount)).toEqual([1, 1, 1, 2, 2, 3, 20]);
  });

  it('shows the last page for a page past it, and keeps the order asked for', () => {
    expect(shownReviewSearch({ sort: 'lowest', page: 9 }, 23)).toEqual({ sort: 'lowest', page: 3 });
    expect(shownReviewSearch({ sort: 'newest', page: 2 }, 23)).toEqual({ sort: 'newest', page: 2 });
    expect(shownReviewSearch({ sort: 'highest', page: 4 }, 0)).toEqual({ sort: 'highest', page: 1 });
  });
});

describe('the sample reviews `npm start` writes (scripts/sample-reviews.ts)', () => {
  it('replaces only earlier samples, marks every row it writes as a sample, and tells pages to render again', () => {
    const sql = sampleReviewsSql(Date.UTC(2026, 10, 1));
    const statements = sql.split(';\n').map((statement) => statement.trim());
    expect(statements[0]).toBe('delete from reviews where sample = 1');
    const rows = [...sql.matchAll(/^\('[^']+', (\d), .*, 'published', ([01]), (\d), /gm)];
    expect(rows.length).toBeGreaterThanOrEqual(45);
    expect(rows.every((row) => row[3] === '1')).toBe(true);
    expect(rows.filter((row) => row[2] === '1')).toHaveLength(3);
    // Good and bad alike: a sample shop is no showcase of five stars.
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['2', '3', '4', '5']));
    expect(sql.trim().endsWith('update review_revision set revision = revision + 1 where id = 1;')).toBe(true);
  });
});

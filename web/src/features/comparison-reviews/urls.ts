/** URL builders of the comparison review screens. */
export const comparisonReviewUrls = {
  list: () => '/comparison/review',
  awaiting: () => '/comparison/review?view=awaiting',
  review: (id: string | number) => `/comparison/review/${id}`,
};

/** URL builders of the tag screens. */
export const tagUrls = {
  list: () => '/tag',
  tag: (id: string | number) => `/tag/${id}`,
};

/** The page editor's comparison product picker: products found per page of the search. */
export const COMPARISON_PICKER_PAGE_SIZE = 10;

/** At most this many EANs are looked up at once (a page's own list holds up to 50). */
export const COMPARISON_PICKER_MAX_EANS = 100;

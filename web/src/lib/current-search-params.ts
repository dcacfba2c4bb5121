/**
 * The address bar's query as it is now. React Router renders a navigation in a
 * transition, so a handler made during the last render can still hold a query
 * that was replaced a moment ago (a search box flushed on blur, then a sort
 * picked at once); a filter change that starts from the render's copy would
 * bring the old search back. Filter changes start from this instead.
 */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

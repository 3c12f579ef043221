/**
 * The spec's infinite loading: the next page is asked this far before the list's end shows. Apart
 * from both its readers: the hook watches for the list's end with it before the gesture wrapper
 * is loaded (usePagedListGestures.ts), and the wrapper, which the hook loads, hands it to antd-mobile.
 */
export const LOAD_OFFSET = 300;

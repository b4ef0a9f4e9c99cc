/**
 * For a page's parts below its first screen: the browser skips their style, layout and paint until they come near the
 * viewport (the first load's largest main-thread task was the whole page's style and layout); the estimate holds the
 * page's length meanwhile, then the size last seen.
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

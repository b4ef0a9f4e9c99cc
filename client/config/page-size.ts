// Its own module without imports: the benchmark and the load test (compiled for Node) ask pages of this size too.

/**
 * Cards on a page of a public list: four rows of three (spec: three per row), six of two on tablets, twelve on a
 * phone. Measured at 10,000 products, a page of 24 took 1.2–1.5 times as long to render on a miss as one of 5–10
 * cards; 12 keeps a full page within the cost of the small catalogue's partial one, and a phone's page short.
 */
export const LIST_PAGE_SIZE = 12;

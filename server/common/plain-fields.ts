/**
 * ObjectType options for types read on the public pages: their fields without a resolver of their own are read
 * straight off the object by graphql-js (`resolve` left unset) instead of through type-graphql's per-field wrapper,
 * which only matters for field middlewares and field-level @Authorized, and these types have neither (they must not:
 * with this option they would be skipped). A product page resolves about a hundred such fields per request.
 */
export const PLAIN_FIELDS = { simpleResolvers: true } as const;

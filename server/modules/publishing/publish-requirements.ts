// What a content type must have before visitors may see it: a blog post's image, whose absence would leave its
// card, page and share card without the picture the spec gives every post. A draft needs none of it.
import { appError } from '../../common/errors.js';

/** A content type's class may list the fields a published record needs (`static readonly requiredToPublish`). */
export interface PublishRequirements {
  readonly requiredToPublish?: readonly string[];
}

/** The reason a publication is refused for a field left empty. */
export const REQUIRED_TO_PUBLISH = 'REQUIRED_TO_PUBLISH';

/**
 * Refuses to make `row` visible (now or at a time to come) while a field its type needs is empty:
 * BAD_USER_INPUT naming the field, reason REQUIRED_TO_PUBLISH, and the record's id when it has one.
 */
export function assertPublishable(entity: unknown, row: object): void {
  const fields = (entity as PublishRequirements).requiredToPublish ?? [];
  const values = row as Record<string, unknown>;
  const missing = fields.find((field) => values[field] === null || values[field] === undefined || values[field] === '');
  if (missing === undefined) return;
  const id = typeof values.id === 'number' ? values.id : undefined;
  throw appError('BAD_USER_INPUT', `${missing}: ${REQUIRED_TO_PUBLISH}${id ? ` (${id})` : ''}`, {
    field: missing,
    reason: REQUIRED_TO_PUBLISH,
    ...(id ? { ids: [id] } : {}),
  });
}

// Every entity the ORM knows: the infrastructure's own, then each feature's (features.ts).
import type { Options } from '@mikro-orm/core';
import { BaseEntity, IdEntity } from '../common/base.entity.js';
import { ImageSize } from '../images/image-info.js';
import { StoredFile } from '../files/stored-file.js';
import { MediaItem } from '../files/media-item.entity.js';
import { ThrottleCounter } from '../throttle/throttle-counter.entity.js';
import { AuditEntry } from '../audit-trail/audit-entry.entity.js';
import { SystemState } from '../db/system-state.entity.js';
import { features } from './features.js';

export const entities: NonNullable<Options['entities']> = [
  IdEntity,
  BaseEntity,
  StoredFile,
  ImageSize,
  MediaItem,
  ThrottleCounter,
  AuditEntry,
  SystemState,
  ...features.flatMap((feature) => feature.entities ?? []),
];

import { Collection, Embedded, Entity, Enum, Index, ManyToOne, OneToMany, OptionalProps, Property, type Rel } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { IdEntity, PlainObjectType } from '../../common/base.entity.js';
import { ImageInfo, ImageSize, siteImageInfo } from '../../images/image-info.js';
import { StoredFile } from '../../files/stored-file.js';
import { StoredIn } from '../../files/storage.js';
import { ImageField, recordImageInfo, recordImageUrl } from '../../files/stored-image.js';
import { MediaItem, type MediaFacts } from '../../files/media-item.entity.js';
import { PUBLISHED_AT_DESCRIPTION } from '../../common/publication.js';
import type { TranslatedPairs } from '../../common/translation.js';
import { SeoEntity } from '../publishing/seo.entity.js';
import { ProductCategoryEnum } from './product-category.js';

// A category's list is read in the editors' order (position, then id): one index finds the rows and gives that order.
@Entity()
@Index({ properties: ['category', 'position', 'id'] })
@PlainObjectType()
export class Product extends SeoEntity<
  | 'publishedAt'
  | 'image'
  | 'imageMedia'
  | 'imageUrl'
  | 'imageSize'
  | 'imageInfo'
  | 'shortDescriptionTr'
  | 'shortDescriptionEn'
  | 'longDescriptionTr'
  | 'longDescriptionEn'
  | 'technicalSpecsTr'
  | 'technicalSpecsEn'
  | 'position'
> {
  static override readonly translatedPairs: TranslatedPairs<Product> = [
    ['shortDescriptionTr', 'shortDescriptionEn'],
    ['longDescriptionTr', 'longDescriptionEn'],
  ];

  @Field()
  @Property({ length: 200 })
  name!: string;

  @Field()
  @Property({ length: 200, unique: true })
  slug!: string;

  @Field(() => ProductCategoryEnum)
  @Enum({ items: () => ProductCategoryEnum, nativeEnumName: 'product_category' })
  category!: ProductCategoryEnum;

  @Field(() => Date, { nullable: true, description: PUBLISHED_AT_DESCRIPTION })
  @Property({ type: 'datetime', nullable: true, defaultRaw: 'now()' })
  publishedAt: Date | null = new Date();

  @Field(() => Int, { description: "Place within its category's list (reorderProducts); a new or moved product goes last" })
  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @ImageField({
    store: 'products',
    describe: {
      name: 'Stored image file name; null means the default image',
      info: 'The image (or the default image) with its size and responsive copies; null while its size is unknown',
      url: 'URL of the image, or of the default image',
    },
    orDefault: { url: productImageUrl, info: productImageInfo },
  })
  image: string | null = null;
  imageSize: ImageSize | null = null;
  imageMedia: MediaItem | null = null;
  declare readonly imageUrl: string;
  declare readonly imageInfo: ImageInfo | null;

  @Field()
  @Property({ type: 'text' })
  shortDescriptionTr: string = '';

  @Field()
  @Property({ type: 'text' })
  shortDescriptionEn: string = '';

  @Field({ description: 'Sanitized HTML' })
  @Property({ type: 'text' })
  longDescriptionTr: string = '';

  @Field({ description: 'Sanitized HTML; empty means show the Turkish text' })
  @Property({ type: 'text' })
  longDescriptionEn: string = '';

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Legacy specs: { group: { label: value } }' })
  @Property({ type: 'json', nullable: true })
  technicalSpecsTr: Record<string, Record<string, string>> | null = null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Property({ type: 'json', nullable: true })
  technicalSpecsEn: Record<string, Record<string, string>> | null = null;

  @OneToMany(() => SpecGroup, (g) => g.product, { orderBy: { position: 'asc', id: 'asc' }, orphanRemoval: true })
  specGroups = new Collection<SpecGroup>(this);

  @OneToMany(() => ProductFile, (f) => f.product, { orderBy: { id: 'asc' } })
  files = new Collection<ProductFile>(this);
}

// The product's image fields, for the entity and for the plain reads (product-reads.ts) alike.
export function productImageUrl(media: MediaFacts | null, image: string | null): string {
  return recordImageUrl(media, 'products', image) ?? '/img/default.jpg';
}

export function productImageInfo(media: MediaFacts | null, image: string | null, size: ImageSize | null): ImageInfo | null {
  return image ? recordImageInfo(media, 'products', image, size) : siteImageInfo('default.jpg');
}

@Entity()
@PlainObjectType()
export class SpecGroup extends IdEntity {
  [OptionalProps]?: 'position';

  @ManyToOne(() => Product, { deleteRule: 'cascade' })
  @Index()
  product!: Rel<Product>;

  @Field()
  @Property({ length: 200 })
  nameTr!: string;

  @Field()
  @Property({ length: 200 })
  nameEn!: string;

  @Property({ type: 'integer' })
  position: number = 0;

  @OneToMany(() => Spec, (s) => s.group, { orderBy: { position: 'asc', id: 'asc' }, orphanRemoval: true })
  specs = new Collection<Spec>(this);
}

@Entity()
@PlainObjectType()
export class Spec extends IdEntity {
  [OptionalProps]?: 'position';

  @ManyToOne(() => SpecGroup, { deleteRule: 'cascade' })
  @Index()
  group!: Rel<SpecGroup>;

  @Field()
  @Property({ length: 200 })
  nameTr!: string;

  @Field()
  @Property({ length: 200 })
  nameEn!: string;

  @Field()
  @Property({ length: 500 })
  valueTr!: string;

  @Field()
  @Property({ length: 500 })
  valueEn!: string;

  @Property({ type: 'integer' })
  position: number = 0;
}

@Entity()
@PlainObjectType()
export class ProductFile extends IdEntity {
  [OptionalProps]?: 'createdAt' | 'downloadUrl';

  @ManyToOne(() => Product, { deleteRule: 'cascade' })
  @Index()
  product!: Rel<Product>;

  @Field(() => StoredFile)
  @Embedded(() => StoredFile)
  @StoredIn('productFiles')
  file!: StoredFile;

  @Field()
  @Property({ length: 100 })
  fileTypeTr!: string;

  @Field()
  @Property({ length: 100 })
  fileTypeEn!: string;

  @Field()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** The download link (the GraphQL field is ProductFileResolver's: an administrator's link carries a grant). */
  get downloadUrl(): string {
    return productFileDownloadUrl(this.id);
  }
}

export const productFileDownloadUrl = (id: number) => `/api/download/${id}`;

// The product's own fields: name, slug (follows the name until edited by hand), category, descriptions, and its
// search-engine texts.
import { useLibraryImagePicker } from '../../../components/admin/media/use-library-image-picker';
import { Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { slugify } from '../../../../server/shared/slug';
import { BilingualField } from '../../../components/admin/BilingualField';
import { SeoFields } from '../../../components/admin/seo/SeoFields';
import { paths } from '../../../config/paths';
import { AdminProductCategoriesDocument, type ProductCategory } from '../../../graphql/admin/graphql';
import { seoDerived } from '../../../lib/localized';
import { MAX, type FieldErrors, type ProductValues } from './product-form-values';

type EnglishField = 'shortDescriptionEn' | 'longDescriptionEn';

export interface ProductFieldsProps {
  values: ProductValues;
  onChange(patch: Partial<ProductValues>): void;
  errors: FieldErrors;
  /** English fields shown as "may be out of date" (server's marker, not touched or confirmed since). */
  outdated: (field: EnglishField) => boolean;
  onConfirmEnglish(field: EnglishField): void;
  disabled?: boolean;
}

export function BasicFields({ values, onChange, errors, disabled }: Omit<ProductFieldsProps, 'outdated' | 'onConfirmEnglish'>) {
  const { t } = useTranslation('admin/product');
  const categories = useQuery(AdminProductCategoriesDocument);
  const name = (lng: 'tr' | 'en', key: string) => t(`common:category.${key}`, { lng });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '5' }}>
        <Field.Root required invalid={!!errors.name} disabled={disabled}>
          <Field.Label>
            {t('form.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="name"
            value={values.name}
            maxLength={MAX.name}
            onChange={(e) => onChange({ name: e.target.value, ...(values.slugEdited ? {} : { slug: slugify(e.target.value) }) })}
          />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.slug} disabled={disabled}>
          <Field.Label>{t('form.slug')}</Field.Label>
          <Input
            name="slug"
            value={values.slug}
            maxLength={MAX.slug}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => onChange({ slug: e.target.value, slugEdited: true })}
          />
          <Field.HelperText overflowWrap="anywhere">{t('form.slugHint', { slug: values.slug || '…' })}</Field.HelperText>
          <Field.ErrorText data-testid="slug-error">{errors.slug}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root required invalid={!!errors.category} disabled={disabled} maxW={{ md: 'md' }}>
        <Field.Label>
          {t('form.category')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="category"
            value={values.category}
            bg="white"
            onChange={(e) => onChange({ category: e.target.value as ProductCategory | '' })}
          >
            <option value="">{t('form.categoryPlaceholder')}</option>
            {(categories.data?.productCategories ?? (values.category ? [values.category] : [])).map((key) => (
              <option key={key} value={key}>
                {t('form.categoryOption', { tr: name('tr', key), en: name('en', key) })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.category}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

export function DescriptionFields({ values, onChange, errors, outdated, onConfirmEnglish, disabled }: ProductFieldsProps) {
  const { t } = useTranslation('admin/product');
  const images = useLibraryImagePicker();
  return (
    <Stack gap="6">
      {images.dialog}
      <BilingualField
        label={t('form.shortDescription')}
        name="shortDescription"
        required={{ tr: true, en: true }}
        disabled={disabled}
        rows={3}
        tr={values.shortDescriptionTr}
        en={values.shortDescriptionEn}
        onTrChange={(v) => onChange({ shortDescriptionTr: v })}
        onEnChange={(v) => onChange({ shortDescriptionEn: v })}
        errors={{ tr: errors.shortDescriptionTr, en: errors.shortDescriptionEn }}
        outdated={outdated('shortDescriptionEn')}
        onConfirmEnglish={() => onConfirmEnglish('shortDescriptionEn')}
      />
      <BilingualField
        label={t('form.longDescription')}
        name="longDescription"
        rich
        onPickImage={images.pick}
        disabled={disabled}
        tr={values.longDescriptionTr}
        en={values.longDescriptionEn}
        onTrChange={(v) => onChange({ longDescriptionTr: v })}
        onEnChange={(v) => onChange({ longDescriptionEn: v })}
        errors={{ tr: errors.longDescriptionTr, en: errors.longDescriptionEn }}
        outdated={outdated('longDescriptionEn')}
        onConfirmEnglish={() => onConfirmEnglish('longDescriptionEn')}
      />
    </Stack>
  );
}

/** The search-engine texts; empty ones preview what the page derives: the name, the short description. */
export function SeoSection({
  values,
  onChange,
  errors,
  disabled,
  image,
}: Pick<ProductFieldsProps, 'values' | 'onChange' | 'errors' | 'disabled'> & { image: string | null }) {
  const { i18n } = useTranslation();
  const slug = values.slug.trim() || slugify(values.name);
  // The page's own rule, with the products page's description in each language as its last resort.
  const derived = (lng: 'tr' | 'en') =>
    seoDerived(
      lng,
      values.name,
      [values.shortDescriptionTr, values.shortDescriptionEn],
      i18n.getFixedT(lng, 'products')('meta.description'),
    );
  return (
    <SeoFields
      values={values}
      onChange={(field, value) => onChange({ [field]: value })}
      errors={errors}
      disabled={disabled}
      image={image}
      shareImage={values.shareImage}
      onShareImage={(shareImage) => onChange({ shareImage })}
      path={slug ? paths.product(slug) : null}
      derived={{ tr: derived('tr'), en: derived('en') }}
    />
  );
}

// The "Arama motoru" section of a product's or a post's form: its own search-engine title and description in both
// languages, each with a count against what search results show, and per language a search-result and a share-card
// preview of what the page will write. Empty fields show (and preview) what the page derives instead, in the same
// language: an English page never carries the Turkish texts.
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEO_ADVICE, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type SeoField } from '../../../../server/shared/seo-fields';
import { withLanguage } from '../../../config/paths';
import { firstText } from '../../../lib/localized';
import { useRenderInfo } from '../../render-context';
import { LibraryImageButton } from '../media/LibraryImageButton';
import { SearchResultPreview, SocialCardPreview } from './SeoPreviews';
import { useFieldAccess } from '../use-access';

export type SeoTexts = Record<SeoField, string>;
/** A library image chosen for share cards. */
export interface ShareImage {
  id: number;
  url: string;
  fileName?: string;
}
type Lang = 'tr' | 'en';

export interface SeoFieldsProps {
  values: SeoTexts;
  onChange(field: SeoField, value: string): void;
  /** What the page writes without them, per language, from that language's texts only (the record's page's rule). */
  derived: Record<Lang, { title: string; description: string }>;
  /** The public page's path (Turkish form); null before the record has an address. */
  path: string | null;
  image?: string | null;
  /** The share card's own picture from the media library; null: the record's image. */
  shareImage?: ShareImage | null;
  onShareImage?(image: ShareImage | null): void;
  errors?: Partial<Record<SeoField, string | undefined>>;
  disabled?: boolean;
}

const FIELD = (kind: 'title' | 'description', lang: Lang): SeoField =>
  `seo${kind === 'title' ? 'Title' : 'Description'}${lang === 'tr' ? 'Tr' : 'En'}`;

function Counted({
  field,
  kind,
  lang,
  value,
  placeholder,
  onChange,
  error,
  disabled,
}: {
  field: SeoField;
  kind: 'title' | 'description';
  lang: Lang;
  value: string;
  placeholder: string;
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin/common');
  const access = useFieldAccess();
  const advice = SEO_ADVICE[kind];
  const length = Array.from(value.trim()).length;
  const over = length > advice;
  const common = {
    name: field,
    value,
    lang,
    placeholder,
    disabled,
    bg: access === 'none' || (access === 'english' && lang !== 'en') ? 'gray.100' : 'white',
    maxLength: kind === 'title' ? SEO_TITLE_MAX : SEO_DESCRIPTION_MAX,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field.Root invalid={!!error} readOnly={access === 'none' || (access === 'english' && lang !== 'en')}>
      <Field.Label>{t('bilingual.label', { label: t(`seo.${kind}`), lang: lang.toUpperCase() })}</Field.Label>
      {kind === 'title' ? <Input {...common} /> : <Textarea {...common} rows={3} />}
      <Field.HelperText
        color={over ? 'orange.700' : undefined}
        fontWeight={over ? 'semibold' : undefined}
        data-testid={`${field}-count`}
        data-over={over || undefined}
      >
        {t(over ? 'seo.countOver' : 'seo.count', { count: length, advice })}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function SeoFields({ values, onChange, derived, path, image, shareImage, onShareImage, errors = {}, disabled }: SeoFieldsProps) {
  const { t } = useTranslation('admin/common');
  const access = useFieldAccess();
  const fixed = disabled || access !== 'all';
  const { origin } = useRenderInfo();
  const brand = t('common:brand');
  // What the page will write: the field, else the text derived in the same language (never the other language's field).
  const shown = (lang: Lang, kind: 'title' | 'description') => firstText(values[FIELD(kind, lang)], derived[lang][kind]);
  // The placeholder is what an empty field leaves.
  const placeholder = (lang: Lang, kind: 'title' | 'description') => derived[lang][kind];
  const url = (lang: Lang) => (origin || 'http://localhost') + withLanguage(path ?? '/', lang);
  return (
    <Stack gap="5" data-testid="seo-fields">
      <Text fontSize="sm" color="gray.600">
        {t('seo.intro')}
      </Text>
      {onShareImage ? (
        <Stack gap="2" data-testid="share-image">
          <Text fontWeight="semibold" fontSize="sm">
            {t('seo.shareImage')}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {shareImage
              ? t('seo.shareImageChosen', { name: shareImage.fileName ?? shareImage.url.split('/').pop() })
              : t('seo.shareImageNone')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <LibraryImageButton
              onPick={(item) => item.url && onShareImage({ id: item.id, url: item.url, fileName: item.fileName })}
              disabled={fixed}
            />
            {shareImage ? (
              <Button size="sm" variant="ghost" onClick={() => onShareImage(null)} disabled={fixed}>
                {t('seo.shareImageRemove')}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '5' }}>
        {(['tr', 'en'] as const).map((lang) => (
          <Stack key={lang} gap="4" role="group" aria-label={t('seo.group', { lang: lang.toUpperCase() })}>
            {(['title', 'description'] as const).map((kind) => (
              <Counted
                key={kind}
                field={FIELD(kind, lang)}
                kind={kind}
                lang={lang}
                value={values[FIELD(kind, lang)]}
                placeholder={placeholder(lang, kind)}
                onChange={(v) => onChange(FIELD(kind, lang), v)}
                error={errors[FIELD(kind, lang)]}
                disabled={disabled}
              />
            ))}
            <SearchResultPreview
              lang={lang}
              title={`${shown(lang, 'title')} | ${brand}`}
              description={shown(lang, 'description')}
              url={url(lang)}
            />
            <SocialCardPreview
              lang={lang}
              title={`${shown(lang, 'title')} | ${brand}`}
              description={shown(lang, 'description')}
              url={url(lang)}
              image={shareImage?.url ?? image}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
